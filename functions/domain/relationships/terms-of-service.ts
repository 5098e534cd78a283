/**
 * The terms of service a carrier accepts when it connects to a payor (seeds 000 §5 and §9: they
 * must be agreed; governing law Texas, Dallas County). The API returns these facts with the payor's
 * own payment terms; the portal renders the document in the reader's language from them.
 */
export const termsOfService = {
  /** Bumped whenever the wording changes; a claim records when the terms were accepted. */
  version: '2025-01-01',
  effectiveDate: '2025-01-01',
  governingLaw: { state: 'Texas', county: 'Dallas County' },
} as const;
