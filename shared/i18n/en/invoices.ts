/** Payee area: invoices. */
export default {};
