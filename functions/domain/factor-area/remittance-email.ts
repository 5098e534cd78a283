import { addDays, formatDate, parseDate } from '#shared/dates/calendar-date.ts';
import { defaultLanguage, type Language } from '#shared/i18n/languages.ts';
import type { FactorPayment, RemittanceLine } from '#shared/schemas/factor-payments.ts';

/**
 * What the factor's daily remittance email holds (issue 16): the day's payments to the factor, each
 * with the invoices it paid, and totals per currency, all in integer cents. The words are
 * functions/reports/factor-remittance-email-text.ts's.
 */

export type RemittanceEmailPayment = Pick<
  FactorPayment,
  'id' | 'code' | 'paidDate' | 'currencyId' | 'bankAccountName' | 'netCents'
> & { lines: RemittanceLine[] };

export type RemittanceCurrencyTotals = {
  currencyId: number;
  payments: number;
  invoices: number;
  grossCents: number;
  feeCents: number;
  /** The invoices' net amounts. */
  netCents: number;
  /** What the payments paid: their invoices' net less any credit note of the debtor repaid from them. */
  paidCents: number;
};

export type RemittanceEmailContent = {
  payments: RemittanceEmailPayment[];
  totals: RemittanceCurrencyTotals[];
};

function cents(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount of cents: ${value}`);
  return value;
}

/**
 * The email's payments (by reference, so a rerun reads the same) with their invoice lines as the
 * payment's page lists them, and per currency (in currency id order) the count of payments and
 * invoices and the sums of the lines' invoice amounts, fees and nets and of the payments' amounts.
 */
export function remittanceEmailContent(payments: readonly FactorPayment[]): RemittanceEmailContent {
  const ordered = [...payments].sort((a, b) => a.code.localeCompare(b.code) || a.id.localeCompare(b.id));
  const totals = new Map<number, RemittanceCurrencyTotals>();
  for (const payment of ordered) {
    const total = totals.get(payment.currencyId) ?? {
      currencyId: payment.currencyId,
      payments: 0,
      invoices: 0,
      grossCents: 0,
      feeCents: 0,
      netCents: 0,
      paidCents: 0,
    };
    total.payments += 1;
    total.paidCents += cents(payment.netCents);
    for (const line of payment.remittance) {
      total.invoices += 1;
      total.grossCents += cents(line.grossCents);
      total.feeCents += cents(line.feeCents);
      total.netCents += cents(line.netCents);
    }
    totals.set(payment.currencyId, total);
  }
  return {
    payments: ordered.map((payment) => ({
      id: payment.id,
      code: payment.code,
      paidDate: payment.paidDate,
      currencyId: payment.currencyId,
      bankAccountName: payment.bankAccountName,
      netCents: payment.netCents,
      lines: payment.remittance,
    })),
    totals: [...totals.values()].sort((a, b) => a.currencyId - b.currencyId),
  };
}

/**
 * The email's language: that of the first reader the portal knows who has chosen one (the service
 * passes the user at the remittance address, when one of the factor's, then the user who set the
 * address), else English.
 */
export function remittanceLanguage(readers: readonly ({ language: Language | null } | null)[]): Language {
  return readers.find((reader) => reader?.language)?.language ?? defaultLanguage;
}

function isWeekend(day: string): boolean {
  const [year, month, date] = parseDate(day);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The days the scheduled run (weekday mornings) covers by default: the previous business day and
 * the weekend days after it, up to yesterday (America/Chicago). The payout run pays every day, so a
 * Monday's run also sends Saturday's and Sunday's payments, each day in its own email.
 */
export function defaultRemittanceDays(today: string): string[] {
  const days = [addDays(today, -1)];
  while (isWeekend(days[0] as string)) days.unshift(addDays(days[0] as string, -1));
  return days;
}

/** Whether a day given by hand is a real calendar date written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  try {
    return formatDate(...parseDate(value)) === value;
  } catch {
    return false;
  }
}
