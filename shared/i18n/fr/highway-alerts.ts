import type en from '../en/highway-alerts.ts';
import type { Messages } from '../languages.ts';

/** Espace payeur : alertes Highway, contrôles d’identité qui retiennent les nouvelles factures d’un transporteur. */
export default {
  title: 'Alertes Highway',
  intro:
    'Transporteurs dont les contrôles d’identité ont échoué. Tant qu’une alerte est ouverte, les nouvelles factures de ce transporteur arrivent retenues ; levez l’alerte ou ignorez-la pour les libérer.',
  filters: { label: 'Filtrer les alertes', status: 'Statut', all: 'Tous les statuts' },
  statuses: { '1': 'Active', '2': 'Expirée', '3': 'Retient des factures', '4': 'Ignorée' },
  checks: { authority: 'Autorité d’exploitation', insurance: 'Assurance', identity: 'Identité' },
  results: { '1': 'Réussi', '2': 'Échoué', '3': 'Non disponible' },
  columns: {
    carrier: 'Transporteur',
    status: 'Statut',
    failed: 'Contrôles échoués',
    raised: 'Levée le',
    held: 'Factures retenues',
  },
  numbers: 'DOT {{dot}} · MC {{mc}}',
  heldCount_one: '{{count}} facture retenue',
  heldCount_other: '{{count}} factures retenues',
  expires: 'Expire le {{date}}',
  empty: {
    title: 'Aucune alerte ne correspond à ces filtres',
    message: 'Essayez un autre statut.',
    noneTitle: 'Aucune alerte Highway',
    noneMessage: 'Aucun contrôle d’identité de transporteur ne demande votre attention.',
  },
  loadFailed: 'Les alertes n’ont pas pu être chargées.',
  details: {
    title: 'Alerte pour {{carrier}}',
    open: 'Ouvrir l’alerte pour {{carrier}}',
    checks: 'Contrôles d’identité',
    checkedAt: 'Contrôlé le {{at}}',
    heldInvoices: 'Factures retenues par cette alerte',
    noHeld: 'Cette alerte ne retient aucune facture.',
    invoice: 'Facture n°',
    amount: 'Montant',
    uploaded: 'Téléversée',
    history: 'Historique',
    events: {
      raised: 'Alerte levée',
      held: 'Facture retenue',
      rechecked: 'Contrôlé à nouveau',
      cleared: 'Alerte résolue',
      ignored: 'Alerte ignorée',
    },
    byPortal: 'LanePay',
    resolution: {
      cleared: 'Résolue par {{name}} le {{at}}.',
      ignored: 'Ignorée par {{name}} le {{at}} : ces échecs ne retiennent plus les factures de ce transporteur.',
    },
    loadFailed: 'L’alerte n’a pas pu être chargée.',
  },
  actions: {
    clear: 'Résoudre l’alerte',
    ignore: 'Ignorer l’alerte',
    recheck: 'Contrôler à nouveau',
    cancel: 'Annuler',
    working: 'En cours…',
    clearConfirm_one:
      'Résoudre l’alerte pour {{carrier}} ? La facture retenue revient en attente, et la prochaine facture du transporteur sera contrôlée à nouveau.',
    clearConfirm_other:
      'Résoudre l’alerte pour {{carrier}} ? Les {{count}} factures retenues reviennent en attente, et la prochaine facture du transporteur sera contrôlée à nouveau.',
    ignoreConfirm_one:
      'Ignorer l’alerte pour {{carrier}} ? La facture retenue revient en attente, et ces échecs ne retiendront plus les factures du transporteur.',
    ignoreConfirm_other:
      'Ignorer l’alerte pour {{carrier}} ? Les {{count}} factures retenues reviennent en attente, et ces échecs ne retiendront plus les factures du transporteur.',
    confirmClear: 'Résoudre l’alerte',
    confirmIgnore: 'Ignorer l’alerte',
    cleared: 'Alerte résolue : ses factures reviennent en revue.',
    ignored: 'Alerte ignorée : ses factures reviennent en revue.',
    rechecked: 'Transporteur contrôlé à nouveau.',
    failed: 'Cela n’a pas fonctionné. Veuillez réessayer.',
  },
} satisfies Messages<typeof en>;
