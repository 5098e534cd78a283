/** Payor area: highway alerts, carrier identity checks that hold a carrier's new invoices (seeds 001 §2). */
export default {
  title: 'Highway alerts',
  intro:
    "Carriers whose identity checks failed. While an alert is open, that carrier's new invoices arrive held; clear the alert or ignore it to release them.",
  filters: { label: 'Filter alerts', status: 'Status', all: 'All statuses' },
  statuses: { '1': 'Active', '2': 'Expired', '3': 'Holding invoices', '4': 'Ignored' },
  checks: { authority: 'Operating authority', insurance: 'Insurance', identity: 'Identity' },
  results: { '1': 'Pass', '2': 'Fail', '3': 'Not available' },
  columns: { carrier: 'Carrier', status: 'Status', failed: 'Failed checks', raised: 'Raised', held: 'Held invoices' },
  numbers: 'DOT {{dot}} · MC {{mc}}',
  heldCount_one: '{{count}} invoice held',
  heldCount_other: '{{count}} invoices held',
  expires: 'Expires {{date}}',
  empty: {
    title: 'No alerts match these filters',
    message: 'Try another status.',
    noneTitle: 'No highway alerts',
    noneMessage: 'No carrier identity check needs your attention.',
  },
  loadFailed: 'The alerts could not be loaded.',
  details: {
    title: 'Alert for {{carrier}}',
    open: 'Open the alert for {{carrier}}',
    checks: 'Identity checks',
    checkedAt: 'Checked {{at}}',
    heldInvoices: 'Invoices this alert holds',
    noHeld: 'No invoices are held by this alert.',
    invoice: 'Invoice #',
    amount: 'Amount',
    uploaded: 'Uploaded',
    history: 'History',
    events: {
      raised: 'Alert raised',
      held: 'Invoice held',
      rechecked: 'Checked again',
      cleared: 'Alert cleared',
      ignored: 'Alert ignored',
    },
    byPortal: 'LanePay',
    resolution: {
      cleared: 'Cleared by {{name}} on {{at}}.',
      ignored: 'Ignored by {{name}} on {{at}}: these failures no longer hold this carrier’s invoices.',
    },
    loadFailed: 'The alert could not be loaded.',
  },
  actions: {
    clear: 'Clear alert',
    ignore: 'Ignore alert',
    recheck: 'Check again',
    cancel: 'Cancel',
    working: 'Working…',
    clearConfirm_one:
      'Clear the alert for {{carrier}}? The invoice it holds goes back to Pending, and the carrier’s next invoice is checked again.',
    clearConfirm_other:
      'Clear the alert for {{carrier}}? The {{count}} invoices it holds go back to Pending, and the carrier’s next invoice is checked again.',
    ignoreConfirm_one:
      'Ignore the alert for {{carrier}}? The invoice it holds goes back to Pending, and these failures will not hold the carrier’s invoices again.',
    ignoreConfirm_other:
      'Ignore the alert for {{carrier}}? The {{count}} invoices it holds go back to Pending, and these failures will not hold the carrier’s invoices again.',
    confirmClear: 'Clear alert',
    confirmIgnore: 'Ignore alert',
    cleared: 'Alert cleared: its invoices are back in review.',
    ignored: 'Alert ignored: its invoices are back in review.',
    rechecked: 'Carrier checked again.',
    failed: 'That did not work. Please try again.',
  },
};
