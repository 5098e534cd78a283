/** The factor's remittance workbook (issue 16): one payment's invoices, as the Payments page lists them. */
export default {
  files: {
    remittance: { title: 'Remittance for payment {{code}}', sheet: 'Remittance' },
    range: 'Paid {{start}}',
    generated: 'Generated {{date}}',
    totalIn: 'Total {{currency}}',
    empty: 'This payment paid no invoices.',
  },
  columns: {
    paymentCode: 'Payment',
    paidDate: 'Paid',
    debtor: 'Debtor',
    client: 'Client',
    invoice: 'Invoice #',
    load: 'Load #',
    gross: 'Invoice amount',
    fee: 'Fees',
    net: 'Paid amount',
    currency: 'Currency',
  },
};
