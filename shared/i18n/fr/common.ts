import type en from '../en/common.ts';
import type { Messages } from '../languages.ts';

export default {
  product: 'LanePay',
  pageTitle: '{{page}} | {{product}}',
  loading: 'Chargement…',
  close: 'Fermer',
  cancel: 'Annuler',
  continue: 'Continuer',
  save: 'Enregistrer',
  submit: 'Envoyer',
  back: 'Retour',
  returnToHome: "Retour à l'accueil",
  logOut: 'Se déconnecter',
  yes: 'Oui',
  no: 'Non',
  show: 'Afficher',
  hide: 'Masquer',
} satisfies Messages<typeof en>;
