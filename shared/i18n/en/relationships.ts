/** Payee area: relationships. */
export default {};
