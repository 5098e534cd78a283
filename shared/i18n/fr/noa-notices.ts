import type en from '../en/noa-notices.ts';
import type { Messages } from '../languages.ts';

export default {
  title: 'Avis de cession',
  intro:
    'Une société d’affacturage qui achète vos factures envoie à vos payeurs un avis de cession, et ils paient désormais le factor. Chaque avis qui a détourné vos paiements figure ici ; si vous n’avez pas vendu ces factures, contestez-le avant la fin de son délai.',
  empty: {
    title: 'Aucun avis de cession',
    message: 'Vos paiements vont sur vos propres comptes. Un avis d’un factor apparaîtrait ici.',
  },
  states: {
    coolingOff: 'En attente : vous pouvez le contester',
    inEffect: 'En vigueur',
    ended: 'Terminé',
    underInvestigation: 'Contesté : enquête en cours',
    undone: 'Fraude confirmée : annulé',
  },
  stateHelp: {
    coolingOff: 'Aucun paiement ne change avant le {{date}}. Ensuite, ces payeurs paient {{factor}}.',
    inEffect: 'Ces payeurs paient {{factor}}.',
    ended: 'Une lettre de mainlevée ou un avis ultérieur y a mis fin.',
    underInvestigation:
      'LanePay enquête. Les paiements de ces payeurs sont retenus jusqu’à la décision : personne n’est payé d’ici là.',
    undone: 'LanePay a confirmé que l’avis était frauduleux et l’a annulé : ces payeurs vous paient de nouveau.',
  },
  fields: {
    factor: 'Factor',
    payors: 'Payeurs concernés',
    allPayors: 'Tous vos payeurs',
    since: 'Depuis',
    window: 'Contestable jusqu’au',
    disputed: 'Contesté',
    reason: 'Votre motif',
  },
  open: 'Voir l’avis {{id}}',
  noticeTitle: 'Avis {{id}} de {{factor}}',
  back: 'Tous les avis',
  notFound: 'Cet avis est introuvable.',
  loadFailed: 'Les avis n’ont pas pu être chargés.',
  disputedBy: '{{date}} par {{name}}',
  dispute: {
    title: 'Avez-vous vendu ces factures à {{factor}} ?',
    text: 'Sinon, contestez l’avis. Il passe à l’équipe antifraude de LanePay et les paiements de ces payeurs sont retenus, personne n’étant payé, jusqu’à la décision.',
    onlyAdmins: 'Seuls les administrateurs de votre entreprise peuvent contester un avis.',
    reason: 'Pourquoi vous le contestez',
    reasonHint: 'Par exemple : nous n’avons jamais travaillé avec ce factor. L’équipe antifraude de LanePay le lira.',
    reasonRequired: 'Dites pourquoi vous contestez cet avis.',
    submit: 'Contester cet avis',
    submitting: 'Contestation…',
    done: 'Avis contesté. L’équipe antifraude de LanePay vous contactera.',
    failed: 'L’avis n’a pas pu être contesté. Réessayez.',
    closed:
      'Le délai pour contester cet avis est passé. Si vous n’avez pas vendu ces factures, appelez le support LanePay.',
  },
} satisfies Messages<typeof en>;
