/** Company setting ids (seeds 000 §3, 001 §3). Values travel as strings. */
export const CompanySetting = {
  ManualUpload: 7,
  DraftSchedule: 9,
  EnableLoads: 20,
  EnableCreditNotes: 29,
  DraftScheduleDayOfWeek: 42,
  DuplicateInvoiceMonitoring: 68,
  EnablePayorInvoiceReview: 69,
  QuickPayRevenueShareCalculatedWeekly: 81689,
  QuickPayRevenueShareThreshold: 81690,
} as const;
export type CompanySetting = (typeof CompanySetting)[keyof typeof CompanySetting];

/**
 * A setting's string value read as a boolean. The seeds do not spell the encoding; 'true' and '1'
 * (any case, surrounding spaces ignored) are true, anything else, or no value, is false.
 */
export function settingAsBoolean(value: string | null | undefined): boolean {
  const normalized = value?.trim().toLowerCase();
  return normalized === 'true' || normalized === '1';
}

/** A setting's string value read as a number; null when absent or not a finite number. */
export function settingAsNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}
