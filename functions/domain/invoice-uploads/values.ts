import { formatDate, parseDate } from '#shared/dates/calendar-date.ts';
import { UploadProblem } from '#shared/enums/invoice-upload.ts';
import { documentNumberSchema, maxInvoiceGrossCents } from '#shared/schemas/payor-invoices.ts';
import { normalizeDocumentNumber } from '../invoices/payor-review.ts';
import type { SheetCell } from './sheet.ts';

/** A cell read as what its column holds, or the problem that kept it from being read. */
export type Read<T> = { ok: true; value: T } | { ok: false; problem: UploadProblem };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = <T>(problem: UploadProblem): Read<T> => ({ ok: false, problem });

/** A cell's text as written, trimmed ('' for an empty cell; a number as its shortest form). */
export function cellText(cell: SheetCell): string {
  return cell === null ? '' : String(cell).trim();
}

/**
 * An amount in integer cents: a number cell, or text as people write money ("1,234.50", "$75.5",
 * "USD 75", "(12.00)" for a negative amount). At most two decimals; commas only between groups of
 * three digits, so "1,5" (a decimal comma) is refused rather than read as fifteen.
 */
export function readAmountCents(cell: SheetCell): Read<number> {
  let cents: number;
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return fail(UploadProblem.AmountInvalid);
    cents = Math.round(cell * 100);
    // A spreadsheet number of more than two decimals is no money amount (beyond float noise).
    if (Math.abs(cell * 100 - cents) > 1e-6) return fail(UploadProblem.AmountInvalid);
  } else {
    let text = cellText(cell);
    if (text === '') return fail(UploadProblem.AmountMissing);
    let negative = false;
    const parenthesised = /^\((.*)\)$/.exec(text);
    if (parenthesised) {
      negative = true;
      text = parenthesised[1] ?? '';
    }
    text = text.replace(/^(USD|CAD|US\$|CA\$)\s*/i, '').replace(/\s*(USD|CAD)$/i, '');
    if (text.startsWith('-')) {
      negative = !negative;
      text = text.slice(1).trim();
    }
    text = text.replace(/^\$\s*/, '');
    if (text.startsWith('-')) {
      negative = !negative;
      text = text.slice(1).trim();
    }
    if (!/^(\d{1,3}(,\d{3})+|\d+)?(\.\d{1,2})?$/.test(text) || !/\d/.test(text)) {
      return fail(UploadProblem.AmountInvalid);
    }
    const [whole = '', fraction = ''] = text.replace(/,/g, '').split('.');
    if (whole.length > 12) return fail(UploadProblem.AmountTooLarge);
    cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
    if (negative) cents = -cents;
  }
  if (cents <= 0) return fail(UploadProblem.AmountNotPositive);
  if (cents > maxInvoiceGrossCents) return fail(UploadProblem.AmountTooLarge);
  return ok(cents);
}

/** Day 0 of Excel's date serials (1900 system, past its 1900 leap-year bug). */
const excelEpoch = Date.UTC(1899, 11, 30);

/** A real calendar date from its parts, or null (2026-02-30 is none). */
function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = formatDate(year, month, day);
  const [y, m, d] = parseDate(date);
  return y === year && m === month && d === day ? date : null;
}

/**
 * The invoice's date: an .xlsx date (a serial number), or text as YYYY-MM-DD, YYYY/MM/DD or the
 * US M/D/YYYY (the portal's payors are American; a day-first date is read month-first, and one
 * that cannot be, 25/12/2026, is refused). Two-digit years are refused: 1/2/26 could be any century.
 * A date after `today` (America/Chicago) is refused: an invoice is dated when it is issued.
 */
export function readInvoiceDate(cell: SheetCell, today: string): Read<string> {
  let date: string | null = null;
  if (typeof cell === 'number') {
    if (Number.isFinite(cell) && cell >= 1 && cell < 2_958_466) {
      date = new Date(excelEpoch + Math.floor(cell) * 86_400_000).toISOString().slice(0, 10);
    }
  } else {
    const text = cellText(cell);
    if (text === '') return fail(UploadProblem.InvoiceDateMissing);
    const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(text);
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (iso) date = calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    else if (us) date = calendarDate(Number(us[3]), Number(us[1]), Number(us[2]));
  }
  if (date === null) return fail(UploadProblem.InvoiceDateInvalid);
  if (date > today) return fail(UploadProblem.InvoiceDateInFuture);
  return ok(date);
}

/** An invoice or load number as the portal keeps it (trimmed, upper case), checked like a submission's. */
export function readDocumentNumber(cell: SheetCell, missing: UploadProblem, invalid: UploadProblem): Read<string> {
  const text = cellText(cell);
  if (text === '') return fail(missing);
  return documentNumberSchema.safeParse(text).success ? ok(normalizeDocumentNumber(text)) : fail(invalid);
}

/**
 * An MC or DOT number: its digits, with the prefixes and separators people write around them
 * ("MC-654321", "USDOT 1234567", "#654321") left out. Null for an empty cell.
 */
export function readCarrierNumber(cell: SheetCell): Read<string | null> {
  const text = cellText(cell);
  if (text === '') return ok(null);
  const digits = text.replace(/^(US\s*DOT|DOT|MC|MX|FF)\s*[-#:]?\s*/i, '').replace(/^#\s*/, '');
  return /^\d{1,8}$/.test(digits) ? ok(digits) : fail(UploadProblem.CarrierNumberInvalid);
}

/** A relationship id: a positive whole number. Null for an empty cell. */
export function readRelationshipId(cell: SheetCell): Read<number | null> {
  const text = cellText(cell);
  if (text === '') return ok(null);
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? ok(Number(text)) : fail(UploadProblem.CarrierNumberInvalid);
}
