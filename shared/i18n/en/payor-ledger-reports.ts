import reportMessages from './payor-ledger-reports-reports.ts';

/** Payor area: the reports hub and the ledger reports (billing, credit limit, revenue share, refunds). */
export default {
  ...reportMessages,
  hub: {
    title: 'Reports',
    intro: 'What LanePay recorded for your account, as reports you can filter and download.',
    open: 'Open {{report}}',
    reports: {
      billingReport: {
        title: 'Billing report',
        description: 'What your account was drafted, draft by draft, with every invoice behind it.',
      },
      creditLimitReport: {
        title: 'Credit-limit report',
        description:
          'Your credit line: the limit, what uses it today, its usage day by day, and the invoices paid early on QuickPay.',
      },
      invoiceRefundsReport: {
        title: 'Invoice refunds',
        description: 'Invoices whose payment LanePay refunded, and the QuickPay fees returned to carriers.',
      },
      invoiceReview: {
        title: 'Invoice review',
        description: 'Uploaded invoice batches waiting for you to release or remove them.',
      },
      revenueShare: {
        title: 'Revenue share',
        description: 'Your share of the QuickPay fees your carriers paid above your threshold, per period.',
      },
      previousSettlements: {
        title: 'Previous settlements',
        description: 'Your monthly, refund and legacy settlement statements.',
      },
      gotpFees: {
        title: 'GOTP fees',
        description: 'Guaranteed On-Time Pay fees by month and the invoices behind them.',
      },
      previousWeeklySettlements: {
        title: 'Previous weekly settlements',
        description: 'Your weekly settlement statements.',
      },
      holdsReport: { title: 'Holds report', description: 'Invoices on hold, by reason and age, with who held them.' },
      unreconciledFundsReport: {
        title: 'Unreconciled funds',
        description: 'Funds received from you that match no invoice yet, and what each could match.',
      },
    },
  },
  common: {
    emptyTitle: 'Nothing to show',
    emptyMessage: 'Nothing was recorded for these dates.',
    notFunded: 'Not yet funded',
    noLimit: 'No limit set',
  },
  billing: {
    title: 'Billing report',
    intro: 'Each draft of your account: the payments and invoices it funded, less the credit notes they repaid.',
    dateLabel: 'Draft date',
    details: 'Export details (per invoice)',
    columns: {
      draftDate: 'Draft date',
      account: 'Funding account',
      payments: 'Payments',
      invoices: 'Invoices',
      gross: 'Gross',
      creditNotes: 'Credit notes',
      amount: 'Drafted',
    },
    totals: {
      label: 'Billing totals',
      count_one: '{{count}} draft',
      count_other: '{{count}} drafts',
      gross: 'Gross {{amount}}',
      creditNotes: 'Credit notes {{amount}}',
      amount: 'Drafted {{amount}}',
    },
  },
  credit: {
    title: 'Credit-limit report',
    intro:
      'Your credit line with LanePay: approved invoices not yet paid, plus QuickPay LanePay paid your carriers ahead of your draft.',
    dateLabel: 'Dates',
    view: 'Show',
    views: { history: 'Usage per day', purchased: 'Purchased invoices' },
    line: {
      label: 'Credit line today',
      limit: 'Limit {{amount}}',
      used: 'Used {{amount}}',
      available: 'Available {{amount}}',
      approved: 'Approved, unfunded {{amount}}',
      advanced: 'QuickPay advanced {{amount}}',
      utilisation: '{{percent}} used',
    },
    columns: {
      date: 'Date',
      limit: 'Limit',
      approved: 'Approved, unfunded',
      advanced: 'QuickPay advanced',
      used: 'Used',
      available: 'Available',
    },
    purchased: {
      columns: {
        paidDate: 'Paid',
        invoice: 'Invoice',
        carrier: 'Carrier',
        gross: 'Gross',
        fee: 'QuickPay fee',
        advanced: 'Advanced',
        funded: 'Funded',
      },
      free: 'FREE QuickPay',
      refunded: 'Refunded',
      totals: {
        label: 'Purchased invoice totals',
        count_one: '{{count}} invoice',
        count_other: '{{count}} invoices',
        gross: 'Gross {{amount}}',
        fee: 'Fees {{amount}}',
        unfunded: 'Unfunded {{amount}}',
      },
    },
  },
  revenue: {
    title: 'Revenue share',
    introMonth: 'Your share ({{percent}}) of the QuickPay fees your carriers paid each month above {{threshold}}.',
    introWeek: 'Your share ({{percent}}) of the QuickPay fees your carriers paid each week above {{threshold}}.',
    dateLabel: 'Period',
    columns: {
      period: 'Period',
      invoices: 'Invoices',
      fees: 'QuickPay fees',
      eligible: 'Above threshold',
      share: 'Your share',
    },
    totals: {
      label: 'Revenue share totals',
      count_one: '{{count}} period',
      count_other: '{{count}} periods',
      fees: 'Fees {{amount}}',
      share: 'Your share {{amount}}',
    },
  },
  refunds: {
    title: 'Invoice refunds',
    intro: 'Invoices whose payment LanePay refunded: their amount came back to your account.',
    dateLabel: 'Refund date',
    columns: {
      refundDate: 'Refunded',
      invoice: 'Invoice',
      carrier: 'Carrier',
      payment: 'Payment',
      gross: 'Amount',
      feeRefund: 'Fee returned',
      reason: 'Reason',
    },
    totals: {
      label: 'Refund totals',
      count_one: '{{count}} invoice',
      count_other: '{{count}} invoices',
      gross: 'Refunded {{amount}}',
      feeRefund: 'Fees returned {{amount}}',
    },
  },
};
