/** Payee area: notices of assignment, the fraud guard's page (issue 15). */
export default {
  title: 'Notices of assignment',
  intro:
    'A factoring company that buys your invoices sends your payors a notice of assignment, and they pay the factor from then on. Each notice that moved your payments is listed here; if you did not sell these invoices, dispute it before its window ends.',
  empty: {
    title: 'No notices of assignment',
    message: 'Your payments go to your own accounts. A notice from a factor would show here.',
  },
  states: {
    coolingOff: 'Waiting: you can dispute it',
    inEffect: 'In effect',
    ended: 'Ended',
    underInvestigation: 'Disputed: under investigation',
    undone: 'Fraud confirmed: undone',
  },
  stateHelp: {
    coolingOff: 'No payment moves until {{date}}. From then on these payors pay {{factor}}.',
    inEffect: 'These payors pay {{factor}}.',
    ended: 'A letter of release or a later notice ended it.',
    underInvestigation:
      'LanePay is investigating. Payments from these payors are held until it is settled: nobody is paid meanwhile.',
    undone: 'LanePay confirmed the notice was fraudulent and undid it: these payors pay you again.',
  },
  fields: {
    factor: 'Factor',
    payors: 'Payors covered',
    allPayors: 'All your payors',
    since: 'Since',
    window: 'Dispute until',
    disputed: 'Disputed',
    reason: 'Your reason',
  },
  open: 'View notice {{id}}',
  noticeTitle: 'Notice {{id}} from {{factor}}',
  back: 'All notices',
  notFound: 'This notice could not be found.',
  loadFailed: 'The notices could not be loaded.',
  disputedBy: '{{date}} by {{name}}',
  dispute: {
    title: 'Did you sell these invoices to {{factor}}?',
    text: 'If not, dispute the notice. It goes to LanePay’s fraud team and payments from these payors are held, so nobody is paid, until it is settled.',
    onlyAdmins: 'Only your company’s administrators can dispute a notice.',
    reason: 'Why you dispute it',
    reasonHint: 'For example: we never worked with this factor. LanePay’s fraud team reads this.',
    reasonRequired: 'Say why you dispute this notice.',
    submit: 'Dispute this notice',
    submitting: 'Disputing…',
    done: 'Notice disputed. LanePay’s fraud team will contact you.',
    failed: 'The notice could not be disputed. Please try again.',
    closed: 'The time to dispute this notice has passed. If you did not sell these invoices, call LanePay support.',
  },
};
