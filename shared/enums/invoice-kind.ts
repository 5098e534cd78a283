/**
 * Invoice kinds (seeds 000 §3, 001 §3). The seeds give names without ids, so the values are the
 * names themselves.
 */
export const InvoiceKind = {
  Standard: 'Standard',
  Factored: 'Factored',
  AdvancedFull: 'AdvancedFull',
  LoadAdvance: 'LoadAdvance',
} as const;
export type InvoiceKind = (typeof InvoiceKind)[keyof typeof InvoiceKind];
