/**
 * What the money input holds while it is being typed into (seeds 000 §5 "money input in USD
 * (digits read as cents)"), as plain functions of text: the input turns each change of its text
 * into a new entry, shows the entry as it is typed, and reports the entry's integer cents.
 *
 * Digits alone fill from the cents side (7, 5, 5, 0 → 75.50). A decimal point ('.', or the
 * language's own separator: ',' in French) makes the digits before it whole units and at most two
 * after it cents (7, 5, '.', 5 → 75.50). A whole amount pasted or filled in ('1,234.56',
 * '1 234,56 $') is read as written.
 */

/** At most this many digits (99,999,999.99): enough for any freight charge, short of float trouble. */
export const moneyEntryMaxDigits = 10;
const fractionDigits = 2;

/**
 * The digits typed and where a decimal point was typed among them: `point` is the count of digits
 * before it (whole units), null when none was typed (the digits are cents).
 */
export type MoneyEntry = { digits: string; point: number | null };

/** How a language writes amounts: its decimal separator, its grouping separator. */
export type MoneySeparators = { decimal: string; group: string };

export const emptyEntry: MoneyEntry = { digits: '', point: null };

/** The separators of a locale ('en-US': '.' and ','; 'fr-CA': ',' and a narrow no-break space). */
export function separatorsOf(locale: string): MoneySeparators {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');
const withoutLeadingZeros = (digits: string) => digits.replace(/^0+/, '');

/** The entry's amount in integer cents; null when there is no amount (nothing, or zero: seeds 000 §4). */
export function entryCents(entry: MoneyEntry): number | null {
  const { digits, point } = entry;
  const cents =
    point === null
      ? Number(digits || '0')
      : Number(digits.slice(0, point) || '0') * 100 + Number(digits.slice(point).padEnd(fractionDigits, '0'));
  return cents > 0 ? cents : null;
}

/** The entry of an amount set from outside (a saved charge): its cents as digits. */
export function entryFromCents(cents: number | null): MoneyEntry {
  return cents === null || cents <= 0 ? emptyEntry : { digits: String(Math.trunc(cents)), point: null };
}

/** The entry once the field is left: the same amount, shown in full ('75.' becomes '75.00'). */
export function settledEntry(entry: MoneyEntry): MoneyEntry {
  return entry.point === null ? entry : entryFromCents(entryCents(entry));
}

function groupWhole(whole: string, group: string): string {
  return (whole || '0').replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/**
 * The entry as the field shows it: cents entries as the full amount ('0.07', '75.50'), entries with
 * a typed point as far as they are typed ('75.', '75.5'), grouped in the language's way.
 */
export function formatEntry(entry: MoneyEntry, separators: MoneySeparators): string {
  const { digits, point } = entry;
  if (point === null) {
    if (digits === '') return '';
    const padded = digits.padStart(fractionDigits + 1, '0');
    const whole = withoutLeadingZeros(padded.slice(0, -fractionDigits));
    return `${groupWhole(whole, separators.group)}${separators.decimal}${padded.slice(-fractionDigits)}`;
  }
  return `${groupWhole(digits.slice(0, point), separators.group)}${separators.decimal}${digits.slice(point)}`;
}

/** Whether a typed character is a decimal point: the language's separator, or '.' unless it groups. */
function isPointKey(char: string, separators: MoneySeparators): boolean {
  return char === separators.decimal || (char === '.' && separators.group !== '.');
}

/** The entry with its leading zeros gone ('0.5' keeps its point at 0), or null past the longest amount. */
function bounded(digits: string, point: number | null): MoneyEntry | null {
  if (point === null) {
    const trimmed = withoutLeadingZeros(digits);
    return trimmed.length > moneyEntryMaxDigits ? null : { digits: trimmed, point: null };
  }
  const whole = withoutLeadingZeros(digits.slice(0, point));
  const fraction = digits.slice(point);
  if (fraction.length > fractionDigits || whole.length + fractionDigits > moneyEntryMaxDigits) return null;
  return { digits: whole + fraction, point: whole.length };
}

/** Characters typed at the end: digits go on, the first decimal point splits units from cents. */
function typedAtEnd(entry: MoneyEntry, typed: string, separators: MoneySeparators): MoneyEntry {
  let next = entry;
  for (const char of typed) {
    if (/\d/.test(char)) {
      next = bounded(next.digits + char, next.point) ?? next;
    } else if (isPointKey(char, separators) && next.point === null) {
      next = bounded(next.digits, next.digits.length) ?? next;
    }
  }
  return next;
}

/**
 * A whole amount as written, pasted or filled in: the last '.' or ',' followed by at most two
 * digits (or by nothing) is its decimal point, other separators group thousands ('1,234.56',
 * '1.234,56', '1 234,56 $' → 123456 cents; '1,234' → 123400). Digits alone are cents, as when
 * typed ('7550' → 7550). Null when the amount is longer than the field takes.
 */
export function readAmount(text: string, separators: MoneySeparators): MoneyEntry | null {
  const cleaned = text.replace(/[^\d.,]/g, (char) => (isPointKey(char, separators) ? '.' : ''));
  const decimal = /^(.*)[.,](\d{0,2})$/.exec(cleaned);
  if (decimal) {
    const fraction = (decimal[2] ?? '').padEnd(fractionDigits, '0');
    return bounded(onlyDigits(decimal[1] ?? '') + fraction, null);
  }
  const digits = onlyDigits(cleaned);
  return bounded(/[.,]/.test(cleaned) ? `${digits}00` : digits, null);
}

/**
 * The entry after the field's text changed from `shown` (the entry as formatted) to `typed`, the
 * caret now at `caret` (the end when not known). Typing or deleting at the end works on the entry
 * (a point typed there makes the digits so far whole units; deleting the point brings back cents);
 * replacing the whole text (a paste, autofill) reads it as an amount; an edit inside the number
 * reads what is left as the same kind of entry. A change that would pass the longest amount
 * leaves the entry as it was.
 */
export function nextEntry(
  entry: MoneyEntry,
  shown: string,
  typed: string,
  separators: MoneySeparators,
  caret: number = typed.length,
): MoneyEntry {
  if (typed === '') return emptyEntry;
  // The text after the caret is what the edit left alone at the end of the old text.
  const tail = typed.slice(caret);
  const unchangedTail = caret <= typed.length && shown.endsWith(tail) ? tail.length : 0;
  let start = 0;
  const limit = Math.min(shown.length - unchangedTail, typed.length - unchangedTail);
  while (start < limit && shown[start] === typed[start]) start++;
  const removed = shown.slice(start, shown.length - unchangedTail);
  const inserted = typed.slice(start, typed.length - unchangedTail);

  const wholeReplaced = start === 0 && removed === shown;
  if (wholeReplaced && inserted.length > 1) return readAmount(inserted, separators) ?? entry;
  if (wholeReplaced) return typedAtEnd(emptyEntry, inserted, separators);

  if (unchangedTail === 0 && removed === '') return typedAtEnd(entry, inserted, separators);

  if (unchangedTail === 0 && inserted === '') {
    // Deleted at the end: as many digits go as were deleted; the point goes if it was.
    const removedDigits = onlyDigits(removed).length;
    const pointRemoved = entry.point !== null && removed.includes(separators.decimal);
    const digits = entry.digits.slice(0, entry.digits.length - removedDigits);
    const point = pointRemoved ? null : entry.point === null ? null : Math.min(entry.point, digits.length);
    return bounded(digits, point) ?? emptyEntry;
  }

  // An edit inside the number: what is left, read as the same kind of entry.
  if (entry.point === null) return bounded(onlyDigits(typed), null) ?? entry;
  const at = typed.lastIndexOf(separators.decimal);
  if (at < 0) return bounded(onlyDigits(typed), null) ?? entry;
  const whole = onlyDigits(typed.slice(0, at));
  const fraction = onlyDigits(typed.slice(at + 1)).slice(0, fractionDigits);
  return bounded(whole + fraction, whole.length) ?? entry;
}
