/**
 * Paths under apiRoots.settlement (shared/api/paths.ts). Their own module, so the login page's
 * JavaScript does not carry the paperwork calls.
 */
export const settlementPaths = {
  bills: '/bills',
  bill: '/bills/{id}',
  billStatuses: '/bills/statuses',
  billsPresent: '/bills/present',
  billPaperworkType: '/bills/{id}/paperwork_type',
  billValidationRules: '/bills/{id}/validation_rules',
  /** Not in the seeds by path ("an update-by-payee variant"). */
  billUpdateByPayee: '/bills/{id}/update_by_payee',
  billsResubmit: '/bills/resubmit_to_sqs',
  /** Not in the seeds: presigned uploads and downloads of a bill's documents. */
  billDocuments: '/bills/{id}/documents',
  billDocumentComplete: '/bills/{id}/documents/{documentId}/complete',
  billDocument: '/bills/{id}/documents/{documentId}',
  billDocumentDownload: '/bills/{id}/documents/{documentId}/download',
  /** Not in the seeds: builds the 'combined' image (one PDF of the bill's documents). */
  billCombinedDocument: '/bills/{id}/documents/combined',
  charges: '/charges',
  charge: '/charges/{id}',
  acceptTerms: '/accepted_terms/accept',
  /** Not in the seeds: whether the signed-in user has accepted the paperwork terms. */
  acceptedTerms: '/accepted_terms',
  carrierDenyList: '/carrier_blacklists',
  carrierDenyListEntry: '/carrier_blacklists/{id}',
  chargeTypes: '/types/charge_types',
  imageTypes: '/types/image_types',
  openapi: '/openapi.json',
} as const;
