/** Words used across the portal. */
export default {
  product: 'LanePay',
  pageTitle: '{{page}} | {{product}}',
  loading: 'Loading…',
  close: 'Close',
  retry: 'Try again',
  cancel: 'Cancel',
  continue: 'Continue',
  save: 'Save',
  submit: 'Submit',
  back: 'Back',
  returnToHome: 'Return to home',
  logOut: 'Log out',
  yes: 'Yes',
  no: 'No',
  show: 'Show',
  hide: 'Hide',
  /** The toasts' region, on every page (the login page too, which has no shell messages). */
  toast: {
    region: 'Notifications',
    close: 'Dismiss notification',
  },
  /** The cookie consent banner, shown on the login page too. */
  cookies: {
    label: 'Cookie consent',
    message:
      'We use cookies to keep you signed in and remember your preferences. With your consent we also use cookies that help us improve the portal.',
    accept: 'Accept all cookies',
    essentialOnly: 'Essential only',
  },
};
