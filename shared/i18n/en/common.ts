/** Words used across the portal. */
export default {
  product: 'LanePay',
  pageTitle: '{{page}} | {{product}}',
  loading: 'Loading…',
  close: 'Close',
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
};
