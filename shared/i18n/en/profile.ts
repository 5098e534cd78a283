/** Payee area: profile. */
export default {};
