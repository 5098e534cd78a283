/**
 * The carrier identity checks a highway-subscribing payor runs against the vetting registry
 * (seeds 001 §2 highway alerts; the seeds name only the results, Pass, Fail and NotAvailable, in
 * shared/enums/alert.ts). Each check's result is decided in functions/domain/highway/vetting-checks.ts.
 */
export const HighwayCheck = {
  /** The carrier's operating authority is active. */
  Authority: 'authority',
  /** Liability insurance is on file and not expired. */
  Insurance: 'insurance',
  /** The registry's record is the carrier's: its DOT and MC numbers agree and its identity was verified. */
  Identity: 'identity',
} as const;
export type HighwayCheck = (typeof HighwayCheck)[keyof typeof HighwayCheck];

/** Every check, in the order they are shown. */
export const highwayChecks = Object.values(HighwayCheck);

/** How a payor ended an alert: cleared (the carrier is fine) or ignored (stop holding for these failures). */
export const HighwayAlertResolution = {
  Cleared: 'cleared',
  Ignored: 'ignored',
} as const;
export type HighwayAlertResolution = (typeof HighwayAlertResolution)[keyof typeof HighwayAlertResolution];
