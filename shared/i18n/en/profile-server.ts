/** The profile messages the API sends too (shared/i18n/server-messages.ts loads only these). */
export default {
  errors: {
    resetMfa: 'Failed resetting user multi-factor settings. Please try again.',
    sendPassword: 'Failed sending temporary password email. Please try again.',
    notSaved: 'Your changes were not saved.',
    load: 'Something went wrong.',
    cannotRemoveSelf: 'You cannot remove yourself from the company.',
    cannotResetOwnMfa: 'You cannot reset your own multi-factor authentication here.',
    detailsOwnedByUser: 'This user belongs to other companies too: only they can change their name and phone.',
    credentialsOwnedElsewhere:
      'This user belongs to companies you do not administer: only they or those companies can reset their sign-in.',
  },
  validation: {
    rolesRequired: 'Choose at least one role.',
    roleUnavailable: 'This role cannot be given in this company.',
    alreadyMember: 'This person is already a user of this company.',
    alreadyInvited: 'This person has already been invited to this company.',
    keepOwnAdmin: 'You cannot remove your own administrator role.',
  },
  emails: {
    invitation: {
      subject: 'You are invited to join {{company}} on LanePay',
      body: '{{company}} invited you to join it on LanePay. Sign in with your LanePay account to accept or decline: the invitation is under your account menu. If you did not expect it, decline it or ignore this email.',
    },
    welcome: {
      subject: 'You have been added to LanePay',
      body: 'Hello {{name}}, you have been added to {{company}} on LanePay. Sign in with your email and the temporary password {{password}}, then choose a new password and set up multi-factor authentication.',
    },
    mfaReset: {
      subject: 'Your LanePay multi-factor authentication was reset',
      body: 'Hello {{name}}, an administrator reset your multi-factor authentication. Sign in with the temporary password {{password}}, choose a new password and set up multi-factor authentication again. If you did not expect this, contact support.',
    },
  },
};
