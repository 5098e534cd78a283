/** Payee area: wallet. */
export default {};
