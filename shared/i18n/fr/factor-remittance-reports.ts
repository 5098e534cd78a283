/** The factor's remittance workbook (issue 16): one payment's invoices, as the Payments page lists them. */
export default {
  files: {
    remittance: { title: 'Remise du paiement {{code}}', sheet: 'Remise' },
    range: 'Payé le {{start}}',
    generated: 'Généré le {{date}}',
    totalIn: 'Total {{currency}}',
    empty: 'Ce paiement n’a réglé aucune facture.',
  },
  columns: {
    paymentCode: 'Paiement',
    paidDate: 'Payé le',
    debtor: 'Débiteur',
    client: 'Client',
    invoice: 'Facture n°',
    load: 'Chargement n°',
    gross: 'Montant de la facture',
    fee: 'Frais',
    net: 'Montant payé',
    currency: 'Devise',
  },
};
