/**
 * The two small status enumerations the seeds list as "session enumerations" (seeds 000 §3):
 * a record that is active or removed, and the lifecycle of a session.
 */
export const RecordStatus = {
  Active: 1,
  Removed: 2,
} as const;
export type RecordStatus = (typeof RecordStatus)[keyof typeof RecordStatus];

export const SessionStatus = {
  Active: 1,
  Expired: 2,
  Cancelled: 3,
} as const;
export type SessionStatus = (typeof SessionStatus)[keyof typeof SessionStatus];
