/** Texts of messages the portal sends. */
export default {
  temporaryPassword: {
    subject: 'Your LanePay temporary password',
    body: 'Your temporary password is {{password}}. Sign in with it and choose a new password. If you did not ask for this, contact support.',
  },
  relationshipVerification: {
    subject: 'Your LanePay verification code',
    email:
      'Your LanePay verification code is {{code}}. Enter it to connect with {{payors}}. It expires in {{minutes}} minutes. If you did not ask for it, you can ignore this email.',
    text: 'LanePay: your verification code is {{code}}. It expires in {{minutes}} minutes.',
    voice: 'Hello from LanePay. Your verification code is {{spokenCode}}. Again, your code is {{spokenCode}}.',
  },
  claimRequest: {
    subject: 'We received your request to connect with {{payor}}',
    body: 'We received your request to connect {{carrier}} with {{payor}}. Our carrier team will contact you to verify the connection.',
  },
  authorizationForm: {
    subject: 'Your broker authorization for {{payor}}',
    body: '{{signerName}} ({{signerTitle}}) signed the broker authorization form for {{carrier}} (MC/DOT {{mcOrDotNumber}}) on {{signedAt}}. {{carrier}} is now connected with {{payor}}.',
  },
  registrationCode: {
    subject: 'Your LanePay registration code',
    body: 'Your LanePay registration code is {{code}}. It expires in {{minutes}} minutes. If you did not start a registration, you can ignore this email.',
  },
  registrationInvite: {
    subject: 'Register {{companyName}} with LanePay',
    body: 'Hello {{name}}, {{fromName}} asked you to register {{companyName}} with LanePay so it can get paid by its brokers and shippers. Start here: {{link}}',
  },
  billSentToAdmin: {
    subject: '{{driver}} sent you paperwork for load {{loadNumber}}',
    body: '{{driver}} uploaded paperwork for load {{loadNumber}} ({{payor}}) and sent it to you to check and submit. Open it here: {{link}}',
  },
  passwordReset: {
    subject: 'Your LanePay password reset code',
    body: 'Your LanePay password reset code is {{code}}. Enter it with a new password on the sign-in page within {{minutes}} minutes. Your current password keeps working until you do. If you did not ask for this, you can ignore this email.',
  },
  passwordChanged: {
    subject: 'Your LanePay password was changed',
    body: 'The password of your LanePay account was changed and every device signed in to it was signed out. If you did not do this, contact support at once.',
  },
  mfaPhoneCode: {
    subject: 'Your LanePay phone code',
    text: 'LanePay: your code to receive sign-in codes on this phone is {{code}}. It expires in {{minutes}} minutes.',
  },
  mfaPhoneChanged: {
    subject: 'Your LanePay sign-in phone was changed',
    body: 'Sign-in codes for your LanePay account now go to the phone number ending in {{lastDigits}}. If you did not do this, contact support at once.',
    text: 'LanePay: sign-in codes for your account now go to the number ending in {{lastDigits}}. Not you? Contact support at once.',
  },
  carrierInvitation: {
    subject: '{{payor}} invites you to get paid on LanePay',
    email:
      'Hello {{carrier}}, {{payor}} pays its carriers through LanePay and has added you as one of them. To connect with {{payor}}, sign in at {{link}} (new to LanePay? A separate email brings your temporary password), then claim {{payor}} with the verification code we send to this email address.',
    text: 'LanePay: {{payor}} invites {{carrier}} to get paid on LanePay. Sign in at {{link}} and claim {{payor}} with the code we text to this number.',
  },
  noaNotice: {
    subject: '{{factor}} now receives the payments of {{carrier}}',
    body: '{{factor}} sent a notice of assignment for {{carrier}}: from {{coolingOffEnds}} the payments from {{payors}} go to {{factor}} instead of to you. If you did not sell these invoices to {{factor}}, dispute the notice before then: no payment moves until that time. See and dispute it here: {{link}}',
    allPayors: 'all your payors',
  },
};
