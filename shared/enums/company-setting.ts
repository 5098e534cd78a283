import { PayoutSchedule } from './payout.ts';

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

const weekdayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * A setting's string value read as a weekday, 0 (Sunday) to 6 (Saturday): a digit 0–7 (7 is
 * Sunday too) or an English day name, any case; null for anything else. DraftScheduleDayOfWeek
 * (42) is read this way by the draft step and shown this way on the profile.
 */
export function settingAsWeekday(value: string | null | undefined): number | null {
  const text = value?.trim().toLowerCase() ?? '';
  const byName = weekdayNames.indexOf(text);
  if (byName >= 0) return byName;
  if (!/^\d$/.test(text)) return null;
  const day = Number(text);
  return day <= 7 ? day % 7 : null;
}

/** A setting's string value read as one of the payout schedules (any case); null for anything else. */
export function settingAsPayoutSchedule(value: string | null | undefined): PayoutSchedule | null {
  const text = value?.trim().toLowerCase();
  return Object.values(PayoutSchedule).find((schedule) => schedule.toLowerCase() === text) ?? null;
}
