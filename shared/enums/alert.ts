/** Status of a monitoring alert in the admin queues (seeds 000 §3, 001 §3). */
export const AlertStatus = {
  ActiveAlert: 1,
  HeldExpiredAlert: 2,
  HeldAlert: 3,
  Ignored: 4,
} as const;
export type AlertStatus = (typeof AlertStatus)[keyof typeof AlertStatus];

/** Outcome of an automated check (seeds 000 §3, 001 §3). */
export const CheckResult = {
  Pass: 1,
  Fail: 2,
  NotAvailable: 3,
} as const;
export type CheckResult = (typeof CheckResult)[keyof typeof CheckResult];

/** Level of a shell alert (seeds 000 §3); `Info` is the default. */
export const AlertLevel = {
  Success: 'success',
  Error: 'error',
  Info: 'info',
} as const;
export type AlertLevel = (typeof AlertLevel)[keyof typeof AlertLevel];

/** How a shell alert shows (seeds 000 §3): a dialog alert or a toast notification (the default). */
export const AlertType = {
  Alert: 'alert',
  Notification: 'notification',
} as const;
export type AlertType = (typeof AlertType)[keyof typeof AlertType];

/**
 * Monitoring alert type ids (seeds 001 §3): 1 to 16, covering funding export, invoice export
 * status and image conversion queue counts. The seeds give no names, so only the range exists.
 */
export const monitoringAlertTypeIds = Array.from({ length: 16 }, (_, index) => index + 1);

export function isMonitoringAlertTypeId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 16;
}
