import reportMessages from './payor-statements-reports.ts';

/** Payor area: previous settlements and previous weekly settlements, and a statement (seeds 001 §2). */
export default {
  ...reportMessages,
  previous: {
    title: 'Règlements précédents',
    intro:
      'Vos relevés mensuels, de remboursements et antérieurs : ce qui a été prélevé sur votre compte pour chaque période, d’après les prélèvements, paiements et remboursements du grand livre.',
    back: 'Retour aux règlements précédents',
  },
  weekly: {
    title: 'Règlements hebdomadaires précédents',
    intro: 'Vos relevés hebdomadaires : ce qui a été prélevé sur votre compte chaque semaine, du lundi au dimanche.',
    back: 'Retour aux règlements hebdomadaires précédents',
  },
  columns: {
    ...reportMessages.columns,
    period: 'Période',
    type: 'Type',
    payments: 'Paiements',
    drafted: 'Prélevé',
    net: 'Net',
  },
  export: {
    label: 'Exporter vers Excel',
    busy: 'Exportation…',
    failed: 'Les relevés n’ont pas pu être exportés. Veuillez réessayer.',
  },
  filters: {
    label: 'Filtrer les relevés',
    type: 'Type de relevé',
    allTypes: 'Tous les types',
    period: 'Période',
    clear: 'Effacer les filtres',
  },
  typeNames: {
    '1': 'Relevé hérité',
    '2': 'Relevé mensuel (original)',
    '3': 'Relevé des remboursements',
    '4': 'Relevé hebdomadaire',
    '5': 'Relevé mensuel',
  },
  imported: 'Importé de l’ancien portail',
  empty: {
    title: 'Aucun relevé pour l’instant',
    message:
      'Les relevés apparaissent ici lorsqu’une période avec des prélèvements ou des remboursements est terminée.',
    filtered: 'Aucun relevé ne correspond à ces filtres.',
  },
  loadFailed: 'Les relevés n’ont pas pu être chargés. Veuillez réessayer.',
  totals: {
    ...reportMessages.totals,
    label: 'Totaux des relevés correspondants',
    count_one: '{{count}} relevé',
    count_other: '{{count}} relevés',
    drafted: 'Prélevé {{amount}}',
    net: 'Net {{amount}}',
  },
  details: {
    title: '{{type}}, {{start}} – {{end}}',
    notFound: 'Ce relevé est introuvable.',
    loadFailed: 'Le relevé n’a pas pu être chargé. Veuillez réessayer.',
    pdf: 'Télécharger le PDF',
    pdfFailed: 'Le PDF n’a pas pu être téléchargé. Veuillez réessayer.',
    net: 'Net',
    period: 'Période',
    lines: 'Lignes',
    created: 'Généré',
    totals: 'Totaux',
    figure: 'Montant',
    lineItems: 'Lignes',
    refund: 'Remboursement',
    noLines: 'Aucun prélèvement ni remboursement pendant cette période.',
    importedLines: 'Importé de l’ancien portail : ses lignes ne sont pas dans le grand livre.',
    revenueShare: 'Factures QuickPay (partage des revenus)',
    subscription: 'Factures Paiement à temps garanti',
    partFailed: 'Ces factures n’ont pas pu être chargées. Veuillez recharger la page.',
    loading: 'Chargement…',
    noInvoices: 'Aucune pendant cette période.',
    feesTotal_one: 'Frais de {{count}} facture',
    feesTotal_other: 'Frais de {{count}} factures',
  },
};
