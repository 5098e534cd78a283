/** The factor's remittance workbook (issue 16): one payment's invoices, as the Payments page lists them. */
export default {
  files: {
    remittance: { title: 'Remesa del pago {{code}}', sheet: 'Remesa' },
    range: 'Pagado el {{start}}',
    generated: 'Generado el {{date}}',
    totalIn: 'Total {{currency}}',
    empty: 'Este pago no pagó ninguna factura.',
  },
  columns: {
    paymentCode: 'Pago',
    paidDate: 'Pagado',
    debtor: 'Deudor',
    client: 'Cliente',
    invoice: 'Factura n.º',
    load: 'Carga n.º',
    gross: 'Importe de la factura',
    fee: 'Comisiones',
    net: 'Importe pagado',
    currency: 'Moneda',
  },
};
