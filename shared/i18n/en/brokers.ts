/** The public all-brokers page (seeds 000 §1, §2.3). */
export default {
  pageTitle: 'All brokers',
  heading: 'Get paid by the brokers you haul for',
  subheading: 'More than {{count}} brokers pay their carriers through LanePay. Find yours and connect.',
  search: 'Search brokers',
  searchPlaceholder: 'Broker name',
  connect: 'Connect',
  noResults: 'No brokers match “{{query}}”.',
  count_one: '{{count}} broker',
  count_other: '{{count}} brokers',
  logIn: 'Log in',
  createAccount: 'Create an account',
  loadFailed: 'The broker list could not be loaded. Please try again.',
};
