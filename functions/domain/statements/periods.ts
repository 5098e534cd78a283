import { monthlyStatementV2From } from '#shared/constants/statements.ts';
import { addDays, formatDate, lastDayOfMonth, parseDate } from '#shared/dates/calendar-date.ts';
import { StatementType } from '#shared/enums/statement-type.ts';

/** An inclusive range of calendar dates a statement covers. */
export type StatementPeriod = { start: string; end: string };

/** The calendar month `YYYY-MM`. */
export function monthPeriod(month: string): StatementPeriod {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const year = Number(match?.[1]);
  const number = Number(match?.[2]);
  if (!match || number < 1 || number > 12) throw new RangeError(`Expected a YYYY-MM month, got '${month}'`);
  return { start: formatDate(year, number, 1), end: lastDayOfMonth(year, number) };
}

/** The week (Monday to Sunday) a date falls in. */
export function weekPeriod(date: string): StatementPeriod {
  const [year, month, day] = parseDate(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const start = addDays(date, -((weekday + 6) % 7));
  return { start, end: addDays(start, 6) };
}

/** The last month that ended before `today`. */
export function lastClosedMonth(today: string): StatementPeriod {
  const [year, month] = parseDate(today);
  return monthPeriod(formatDate(year, month - 1, 1).slice(0, 7));
}

/** The last week (Monday to Sunday) that ended before `today`. */
export function lastClosedWeek(today: string): StatementPeriod {
  return weekPeriod(addDays(weekPeriod(today).start, -7));
}

/** A period is statemented only once it is over (its figures can no longer change). */
export function isClosed(period: StatementPeriod, today: string): boolean {
  return period.end < today;
}

/** The monthly statement type of a month: V2 from the cut-over on (shared/constants/statements.ts). */
export function monthlyStatementType(period: StatementPeriod): StatementType {
  return period.start >= monthlyStatementV2From ? StatementType.MonthlyStatementV2 : StatementType.MonthlyStatement;
}

/** A statement's id within its payor: its type and the first day of its period. */
export function statementId(typeId: StatementType, period: StatementPeriod): string {
  return `${typeId}-${period.start}`;
}

/** The month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return formatDate(year, number + 1, 1).slice(0, 7);
}
