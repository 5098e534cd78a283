/** Which parties a set of terms applies to (seeds 000 §3, 001 §3). */
export const TermsScope = {
  PayeeTerms: 1,
  PayorAndPayeeTerms: 2,
  AllTerms: 3,
} as const;
export type TermsScope = (typeof TermsScope)[keyof typeof TermsScope];
