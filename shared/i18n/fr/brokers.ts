import type en from '../en/brokers.ts';
import type { Messages } from '../languages.ts';

export default {
  pageTitle: 'Tous les courtiers',
  heading: 'Soyez payé par les courtiers pour qui vous transportez',
  subheading:
    'Plus de {{count}} courtiers paient leurs transporteurs avec LanePay. Trouvez le vôtre et connectez-vous.',
  search: 'Rechercher des courtiers',
  searchPlaceholder: 'Nom du courtier',
  connect: 'Se connecter',
  noResults: 'Aucun courtier ne correspond à « {{query}} ».',
  count_one: '{{count}} courtier',
  count_other: '{{count}} courtiers',
  logIn: 'Se connecter',
  createAccount: 'Créer un compte',
  loadFailed: "La liste des courtiers n'a pas pu être chargée. Veuillez réessayer.",
} satisfies Messages<typeof en>;
