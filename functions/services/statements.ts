import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { StatementType } from '#shared/enums/statement-type.ts';
import { areaRouteAccess } from '#shared/permissions/area-route-access.ts';
import {
  isClosed,
  lastClosedMonth,
  lastClosedWeek,
  monthlyStatementType,
  type StatementPeriod,
  statementId,
} from '../domain/statements/periods.ts';
import { computeStatement, hasContent, type StatementContent } from '../domain/statements/statement.ts';
import { buildStatementPdf } from '../reports/statement-pdf.ts';
import { type CompanyRecord, getCompany, getCompanyNames } from '../repositories/companies.ts';
import { listDraftedPayors } from '../repositories/drafts.ts';
import { listRefundedPayments } from '../repositories/payments.ts';
import { deleteStatementPdf, statementObjectKey, storeStatementPdf } from '../repositories/statement-documents.ts';
import { putStatementLines } from '../repositories/statement-lines.ts';
import { getStatement, putStatementIfAbsent } from '../repositories/statements.ts';
import { statementInputs } from './statement-ledger.ts';

/**
 * Statements of payors' accounts (seeds 000 §3 statement types): for a payor, a type and a closed
 * period, the statement is computed from the ledger (functions/domain/statements/statement.ts),
 * rendered as a PDF, stored, and recorded once: the record is a conditional write, so a second run,
 * or two at once, change nothing. Payors whose reports are the brokers' (the page access table's
 * rule for previous settlements) get them: weekly and monthly when they were drafted or refunded
 * in the period, refund statements (monthly) when they were refunded.
 */

/** The payor kinds whose statements are made: those the statement screens open for. */
const statementCategories: readonly number[] = areaRouteAccess['/payor/reports/previous-settlements'].rule.categories;

export function receivesStatements(company: Pick<CompanyRecord, 'type' | 'payorTypeId'> | null): boolean {
  return (
    company?.type === CompanyType.Payor &&
    company.payorTypeId !== null &&
    statementCategories.includes(company.payorTypeId)
  );
}

export type StatementOutcome = 'created' | 'existing' | 'empty';

/**
 * Makes one statement unless it exists: computed, rendered, its PDF stored under a key of this run
 * and its lines beside the record, then recorded only if no record of that payor, type and period
 * exists. A run that loses removes its own PDF; the lines it wrote are the winner's items again (a
 * closed period's ledger, the same positions). `imported` makes a Legacy statement of the former
 * portal from given totals.
 */
export async function produceStatement(input: {
  payor: CompanyRecord;
  typeId: StatementType;
  period: StatementPeriod;
  runAt: Date;
  imported?: StatementContent['totals'];
}): Promise<StatementOutcome> {
  const { payor, typeId, period } = input;
  // Only saves the work of a repeat; the conditional write below is what keeps one statement.
  if (await getStatement(payor.id, typeId, period.start)) return 'existing';
  const content: StatementContent = input.imported
    ? { lines: [], revenueShareInvoices: [], subscriptionInvoices: [], totals: input.imported }
    : computeStatement(await statementInputs(payor, typeId, period));
  if (!input.imported && !hasContent(content)) return 'empty';
  const id = statementId(typeId, period);
  const names = await getCompanyNames(content.lines.map((line) => line.payeeId));
  const pdf = await buildStatementPdf({
    language: 'en',
    payorName: payor.name,
    statement: { id, typeId, periodStart: period.start, periodEnd: period.end, imported: Boolean(input.imported) },
    content,
    carrierNames: Object.fromEntries(names),
    generatedAt: input.runAt,
  });
  const createdAt = input.runAt.toISOString();
  const objectKey = statementObjectKey(payor.id, id, createdAt);
  // The lines as the PDF prints them, so a page of them is one Query (names included).
  const lines = content.lines.map((line) => ({ ...line, carrierName: names.get(line.payeeId) ?? '' }));
  await Promise.all([
    storeStatementPdf(objectKey, pdf),
    putStatementLines({ payorId: payor.id, typeId, periodStart: period.start }, lines),
  ]);
  const written = await putStatementIfAbsent({
    id,
    payorId: payor.id,
    typeId,
    periodStart: period.start,
    periodEnd: period.end,
    totals: content.totals,
    lineCount: content.lines.length,
    objectKey,
    sizeBytes: pdf.byteLength,
    imported: Boolean(input.imported),
    createdAt,
    linesStored: true,
  });
  if (written) return 'created';
  await deleteStatementPdf(objectKey);
  return 'existing';
}

/** What a run is asked to make: a month's statements, a week's, or (scheduled) the last closed of each. */
export type StatementRunRequest = { month?: StatementPeriod; week?: StatementPeriod };

export type StatementRunResult = Record<StatementOutcome, number> & { periods: string[] };

/**
 * Makes the statements of the requested periods (by default the last closed month and week) for
 * every payor that receives statements and had drafts or refunds in them. Only closed periods are
 * made: a statement's figures never change after it is written.
 */
export async function runStatements(request: StatementRunRequest = {}, now = new Date()): Promise<StatementRunResult> {
  const today = calendarDateIn(now);
  const month = request.month ?? (request.week ? null : lastClosedMonth(today));
  const week = request.week ?? (request.month ? null : lastClosedWeek(today));
  const result: StatementRunResult = { created: 0, existing: 0, empty: 0, periods: [] };
  const payors = new Map<number, CompanyRecord | null>();
  const payorOf = async (id: number) => {
    if (!payors.has(id)) payors.set(id, await getCompany(id));
    const payor = payors.get(id) ?? null;
    return receivesStatements(payor) ? payor : null;
  };
  const make = async (typeIds: (payorRefunded: boolean) => StatementType[], period: StatementPeriod) => {
    if (!isClosed(period, today)) return;
    result.periods.push(`${period.start}..${period.end}`);
    const refunded = new Set(
      (await listRefundedPayments(period.start, period.end)).map((payment) => payment.payorId ?? 0),
    );
    const payorIds = new Set([...(await listDraftedPayors(period.start, period.end)), ...refunded]);
    for (const payorId of [...payorIds].sort((a, b) => a - b)) {
      const payor = await payorOf(payorId);
      if (!payor) continue;
      for (const typeId of typeIds(refunded.has(payorId))) {
        result[await produceStatement({ payor, typeId, period, runAt: now })] += 1;
      }
    }
  };
  if (month) {
    await make((refunds) => [monthlyStatementType(month), ...(refunds ? [StatementType.RefundStatement] : [])], month);
  }
  if (week) await make(() => [StatementType.WeeklyStatement], week);
  return result;
}
