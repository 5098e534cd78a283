import reportMessages from './payor-ledger-reports-reports.ts';

/** Espace payeur : l’index des rapports et les rapports comptables (facturation, limite de crédit, partage, remboursements). */
export default {
  ...reportMessages,
  hub: {
    title: 'Rapports',
    intro: 'Ce que LanePay a enregistré pour votre compte, en rapports à filtrer et à télécharger.',
    open: 'Ouvrir {{report}}',
    reports: {
      billingReport: {
        title: 'Rapport de facturation',
        description:
          'Ce qui a été prélevé sur votre compte, prélèvement par prélèvement, avec chaque facture derrière.',
      },
      creditLimitReport: {
        title: 'Rapport de limite de crédit',
        description:
          'Votre ligne de crédit : la limite, ce qui l’utilise aujourd’hui, son utilisation jour par jour et les factures payées d’avance par QuickPay.',
      },
      invoiceRefundsReport: {
        title: 'Remboursements de factures',
        description:
          'Les factures dont LanePay a remboursé le paiement, et les frais QuickPay rendus aux transporteurs.',
      },
      invoiceReview: {
        title: 'Révision des factures',
        description: 'Les lots de factures téléversés qui attendent d’être publiés ou supprimés.',
      },
      revenueShare: {
        title: 'Partage des revenus',
        description: 'Votre part des frais QuickPay payés par vos transporteurs au-delà de votre seuil, par période.',
      },
      previousSettlements: {
        title: 'Règlements précédents',
        description: 'Vos relevés de règlement mensuels, de remboursement et hérités.',
      },
      gotpFees: {
        title: 'Frais GOTP',
        description: 'Les frais de Paiement Garanti à Temps par mois et les factures derrière.',
      },
      previousWeeklySettlements: {
        title: 'Règlements hebdomadaires précédents',
        description: 'Vos relevés de règlement hebdomadaires.',
      },
      holdsReport: {
        title: 'Rapport des retenues',
        description: 'Les factures retenues, par motif et ancienneté, avec qui les a retenues.',
      },
      unreconciledFundsReport: {
        title: 'Fonds non rapprochés',
        description:
          'Les fonds reçus de vous qui ne correspondent encore à aucune facture, et ce à quoi chacun pourrait correspondre.',
      },
    },
  },
  common: {
    emptyTitle: 'Rien à afficher',
    emptyMessage: 'Rien n’a été enregistré pour ces dates.',
    notFunded: 'Pas encore financé',
    noLimit: 'Aucune limite fixée',
  },
  billing: {
    title: 'Rapport de facturation',
    intro:
      'Chaque prélèvement sur votre compte : les paiements et factures qu’il a financés, moins les notes de crédit qu’ils ont remboursées.',
    dateLabel: 'Date du prélèvement',
    details: 'Exporter le détail (par facture)',
    columns: {
      draftDate: 'Date du prélèvement',
      account: 'Compte de financement',
      payments: 'Paiements',
      invoices: 'Factures',
      gross: 'Brut',
      creditNotes: 'Notes de crédit',
      amount: 'Prélevé',
    },
    totals: {
      label: 'Totaux de facturation',
      count_one: '{{count}} prélèvement',
      count_other: '{{count}} prélèvements',
      gross: 'Brut {{amount}}',
      creditNotes: 'Notes de crédit {{amount}}',
      amount: 'Prélevé {{amount}}',
    },
  },
  credit: {
    title: 'Rapport de limite de crédit',
    intro:
      'Votre ligne de crédit chez LanePay : les factures approuvées pas encore payées, plus le QuickPay que LanePay a versé à vos transporteurs avant votre prélèvement.',
    dateLabel: 'Dates',
    view: 'Afficher',
    views: { history: 'Utilisation par jour', purchased: 'Factures achetées' },
    line: {
      label: 'Ligne de crédit aujourd’hui',
      limit: 'Limite {{amount}}',
      used: 'Utilisé {{amount}}',
      available: 'Disponible {{amount}}',
      approved: 'Approuvé, non financé {{amount}}',
      advanced: 'QuickPay avancé {{amount}}',
      utilisation: '{{percent}} utilisé',
    },
    columns: {
      date: 'Date',
      limit: 'Limite',
      approved: 'Approuvé, non financé',
      advanced: 'QuickPay avancé',
      used: 'Utilisé',
      available: 'Disponible',
    },
    purchased: {
      columns: {
        paidDate: 'Payée',
        invoice: 'Facture',
        carrier: 'Transporteur',
        gross: 'Brut',
        fee: 'Frais QuickPay',
        advanced: 'Avancé',
        funded: 'Financée',
      },
      free: 'QuickPay GRATUIT',
      refunded: 'Remboursée',
      totals: {
        label: 'Totaux des factures achetées',
        count_one: '{{count}} facture',
        count_other: '{{count}} factures',
        gross: 'Brut {{amount}}',
        fee: 'Frais {{amount}}',
        unfunded: 'Non financé {{amount}}',
      },
    },
  },
  revenue: {
    title: 'Partage des revenus',
    introMonth:
      'Votre part ({{percent}}) des frais QuickPay payés par vos transporteurs chaque mois au-delà de {{threshold}}.',
    introWeek:
      'Votre part ({{percent}}) des frais QuickPay payés par vos transporteurs chaque semaine au-delà de {{threshold}}.',
    dateLabel: 'Période',
    columns: {
      period: 'Période',
      invoices: 'Factures',
      fees: 'Frais QuickPay',
      eligible: 'Au-delà du seuil',
      share: 'Votre part',
    },
    totals: {
      label: 'Totaux du partage',
      count_one: '{{count}} période',
      count_other: '{{count}} périodes',
      fees: 'Frais {{amount}}',
      share: 'Votre part {{amount}}',
    },
  },
  refunds: {
    title: 'Remboursements de factures',
    intro: 'Les factures dont LanePay a remboursé le paiement : leur montant est revenu sur votre compte.',
    dateLabel: 'Date du remboursement',
    columns: {
      refundDate: 'Remboursée',
      invoice: 'Facture',
      carrier: 'Transporteur',
      payment: 'Paiement',
      gross: 'Montant',
      feeRefund: 'Frais rendus',
      reason: 'Motif',
    },
    totals: {
      label: 'Totaux des remboursements',
      count_one: '{{count}} facture',
      count_other: '{{count}} factures',
      gross: 'Remboursé {{amount}}',
      feeRefund: 'Frais rendus {{amount}}',
    },
  },
};
