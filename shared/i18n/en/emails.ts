/** Texts of messages the portal sends. */
export default {
  temporaryPassword: {
    subject: 'Your LanePay temporary password',
    body: 'Your temporary password is {{password}}. Sign in with it and choose a new password. If you did not ask for this, contact support.',
  },
};
