/** The factor's daily remittance email (issue 16): the day's payments to the factor, each with its invoices. */
export default {
  subject: 'LanePay remittance of {{date}} for {{factor}}',
  intro_one:
    'LanePay made {{count}} payment to {{factor}} on {{date}}. Below are the invoices it paid; its page has the remittance as CSV and Excel.',
  intro_other:
    'LanePay made {{count}} payments to {{factor}} on {{date}}. Below are the invoices each paid; each payment’s page has its remittance as CSV and Excel.',
  payment: 'Payment {{code}}: {{amount}} to {{account}}',
  link: 'Remittance (CSV, Excel): {{link}}',
  line: '{{debtor}} · {{client}} · invoice {{invoice}} · load {{load}}: invoice amount {{gross}}, fees {{fee}}, net {{net}}',
  totals: 'Totals',
  total_one: '{{currency}}: {{count}} invoice, invoice amount {{gross}}, fees {{fee}}, net {{net}}; paid {{paid}}',
  total_other: '{{currency}}: {{count}} invoices, invoice amount {{gross}}, fees {{fee}}, net {{net}}; paid {{paid}}',
  footer: 'This email goes to the remittance email of {{factor}} on LanePay. Change it on your profile: {{profile}}',
};
