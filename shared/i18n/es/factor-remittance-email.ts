/** The factor's daily remittance email (issue 16): the day's payments to the factor, each with its invoices. */
export default {
  subject: 'Remesa de LanePay del {{date}} para {{factor}}',
  intro_one:
    'LanePay hizo {{count}} pago a {{factor}} el {{date}}. Abajo están las facturas que pagó; su página tiene la remesa en CSV y Excel.',
  intro_other:
    'LanePay hizo {{count}} pagos a {{factor}} el {{date}}. Abajo están las facturas que pagó cada uno; la página de cada pago tiene su remesa en CSV y Excel.',
  payment: 'Pago {{code}}: {{amount}} a {{account}}',
  link: 'Remesa (CSV, Excel): {{link}}',
  line: '{{debtor}} · {{client}} · factura {{invoice}} · carga {{load}}: importe de la factura {{gross}}, comisiones {{fee}}, neto {{net}}',
  totals: 'Totales',
  total_one:
    '{{currency}}: {{count}} factura, importe de las facturas {{gross}}, comisiones {{fee}}, neto {{net}}; pagado {{paid}}',
  total_other:
    '{{currency}}: {{count}} facturas, importe de las facturas {{gross}}, comisiones {{fee}}, neto {{net}}; pagado {{paid}}',
  footer: 'Este correo va al correo de remesas de {{factor}} en LanePay. Cámbielo en su perfil: {{profile}}',
};
