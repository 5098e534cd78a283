import type en from '../en/common.ts';
import type { Messages } from '../languages.ts';

export default {
  product: 'LanePay',
  pageTitle: '{{page}} | {{product}}',
  loading: 'Chargement…',
  close: 'Fermer',
  retry: 'Réessayer',
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
  toast: {
    region: 'Notifications',
    close: 'Fermer la notification',
  },
  cookies: {
    label: 'Consentement aux témoins',
    message:
      'Nous utilisons des témoins (cookies) pour garder votre session ouverte et mémoriser vos préférences. Avec votre consentement, nous utilisons aussi des témoins qui nous aident à améliorer le portail.',
    accept: 'Accepter tous les témoins',
    essentialOnly: 'Essentiels seulement',
  },
} satisfies Messages<typeof en>;
