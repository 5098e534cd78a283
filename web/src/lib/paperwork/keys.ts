/**
 * Query keys of paperwork (bills, their charges and documents), built only here so the payee's
 * and the payor's screens share one cache: a bill changed on one screen is current on every other.
 * Mutations replace `bill(id)` with the server's answer and invalidate `lists`.
 */
export const paperworkKeys = {
  all: ['paperwork'] as const,
  lists: ['paperwork', 'bills'] as const,
  list: (query: unknown) => ['paperwork', 'bills', query] as const,
  bill: (id: string) => ['paperwork', 'bill', id] as const,
  validationRules: (id: string) => ['paperwork', 'bill', id, 'validation-rules'] as const,
  paperworkType: (id: string) => ['paperwork', 'bill', id, 'paperwork-type'] as const,
  download: (billId: string, documentId: string) => ['paperwork', 'bill', billId, 'download', documentId] as const,
  preview: (billId: string, documentId: string) => ['paperwork', 'bill', billId, 'preview', documentId] as const,
  statuses: ['paperwork', 'statuses'] as const,
  present: ['paperwork', 'present'] as const,
  chargeTypes: ['paperwork', 'charge-types'] as const,
  imageTypes: ['paperwork', 'image-types'] as const,
};
