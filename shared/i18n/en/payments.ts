/** Payee area: payments. */
export default {};
