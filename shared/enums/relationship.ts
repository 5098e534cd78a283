/** Contact status of a payee relationship (seeds 000 §3). */
export const RelationshipContactStatus = {
  New: 1,
  Contacted: 2,
  NotInterested: 3,
  Pending: 4,
  Confirmed: 5,
  Removed: 6,
} as const;
export type RelationshipContactStatus = (typeof RelationshipContactStatus)[keyof typeof RelationshipContactStatus];

/**
 * How a verification code reaches a payee's contact method (seeds 000 §1 and §3: email, text or
 * voice); the value of `verificationMethodTypeId`. The seeds give no ids: these are numbered in
 * the order the seeds list them.
 */
export const VerificationMethod = {
  Email: 1,
  Text: 2,
  Voice: 3,
} as const;
export type VerificationMethod = (typeof VerificationMethod)[keyof typeof VerificationMethod];
