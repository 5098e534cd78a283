/**
 * Sections of a payor contract document (seeds 001 §3), named as the seeds name them. The seeds
 * give `miscellaneous` no value, so it is null here.
 */
export const ContractDocumentSection = {
  authorizedSignatories: 1,
  paymentProcessingAgreement: 2,
  scheduleA: 3,
  scheduleB: 4,
  scheduleC: 5,
  dataUseAgreement: 6,
  miscellaneous: null,
} as const;
export type ContractDocumentSection = (typeof ContractDocumentSection)[keyof typeof ContractDocumentSection];
