import { lastClosedMonth, lastClosedWeek, monthPeriod, weekPeriod } from '#functions/domain/statements/periods.ts';
import type { StatementTotals } from '#functions/domain/statements/statement.ts';
import { getCompany } from '#functions/repositories/companies.ts';
import { produceStatement, runStatements } from '#functions/services/statements.ts';
import { addDays, calendarDateIn, formatDate, parseDate } from '#shared/dates/calendar-date.ts';
import { Currency } from '#shared/enums/currency.ts';
import { StatementType } from '#shared/enums/statement-type.ts';
import { demoCompanies } from './demo-accounts.ts';

/** How far back the demo's statements go from today: months and weeks of the seeded ledger. */
const monthsBack = 4;
const weeksBack = 8;

/**
 * Redline's statements from the former portal (Legacy), before the portal's ledger begins: only
 * their documents and totals were carried over, so they are imported as they were (`imported`).
 */
const legacyMonthsAgo = [
  { monthsAgo: 12, drafted: 1_842_350, payments: 14, invoices: 19 },
  { monthsAgo: 11, drafted: 2_215_900, payments: 17, invoices: 23 },
  { monthsAgo: 10, drafted: 1_960_125, payments: 15, invoices: 21 },
];

function monthsBefore(today: string, count: number): string {
  const [year, month] = parseDate(today);
  return formatDate(year, month - count, 1).slice(0, 7);
}

function legacyTotals(entry: (typeof legacyMonthsAgo)[number]): StatementTotals[] {
  return [
    {
      currencyId: Currency.USD,
      draftCount: entry.payments,
      paymentCount: entry.payments,
      invoiceCount: entry.invoices,
      grossCents: entry.drafted,
      creditNoteCents: 0,
      draftedCents: entry.drafted,
      quickPayFeeCents: 0,
      gotpFeeCents: 0,
      revenueShareCents: 0,
      refundCents: 0,
      netCents: entry.drafted,
    },
  ];
}

/**
 * The demo payors' statements: the past months' and weeks' made by the real statement run from the
 * ledger the other seed modules wrote (after them), and Redline's Legacy history. Every statement
 * is written once per payor, type and period, so seeding again adds only periods closed since.
 */
export async function seedStatements(now = new Date()): Promise<void> {
  const today = calendarDateIn(now);
  const broker = await getCompany(demoCompanies.broker.id);
  if (broker) {
    for (const entry of legacyMonthsAgo) {
      await produceStatement({
        payor: broker,
        typeId: StatementType.Legacy,
        period: monthPeriod(monthsBefore(today, entry.monthsAgo)),
        runAt: now,
        imported: legacyTotals(entry),
      });
    }
  }
  const lastMonth = lastClosedMonth(today);
  for (let back = monthsBack - 1; back >= 0; back -= 1) {
    await runStatements({ month: monthPeriod(monthsBefore(lastMonth.start, back)) }, now);
  }
  const lastWeek = lastClosedWeek(today);
  for (let back = weeksBack - 1; back >= 0; back -= 1) {
    await runStatements({ week: weekPeriod(addDays(lastWeek.start, -7 * back)) }, now);
  }
}
