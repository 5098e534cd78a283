import { datePresetRangeAt } from '#shared/enums/date-preset.ts';
import { StatementType } from '#shared/enums/statement-type.ts';
import { type Page, pageOf } from '#shared/schemas/list-query.ts';
import type {
  PayorStatement,
  PayorStatementsPage,
  PayorStatementsQuery,
  StatementInvoicesPage,
  StatementLinesPage,
  StatementLineView,
} from '#shared/schemas/payor-statements.ts';
import {
  computeStatement,
  linesOf,
  type StatementInvoiceLine,
  type StatementLine,
  statementLineRefs,
} from '../domain/statements/statement.ts';
import { filterStatements, statementListTotals } from '../domain/statements/statement-list.ts';
import { type CompanyRecord, getCompanyNames } from '../repositories/companies.ts';
import { listPayorDraftPayments } from '../repositories/drafts.ts';
import { getPayments, listRefundedPayments } from '../repositories/payments.ts';
import { getStatementLines, type StoredStatementLine } from '../repositories/statement-lines.ts';
import { getStatement, listStatements, type StatementRecord } from '../repositories/statements.ts';
import { statementInputs } from './statement-ledger.ts';

/*
 * The payor's statements as the report screens read them: the records the statement run wrote,
 * the lines it stored with each, and the invoice sections read again from the ledger for the
 * period (the same computation the run recorded the totals and lines from).
 */

export function statementView(statement: StatementRecord): PayorStatement {
  return {
    id: statement.id,
    settlementStatementTypeId: statement.typeId,
    periodStart: statement.periodStart,
    periodEnd: statement.periodEnd,
    createdAt: statement.createdAt,
    imported: statement.imported,
    lineCount: statement.lineCount,
    totals: statement.totals,
  };
}

/** The range of period starts a query asks for: a preset (today in America/Chicago) wins over typed dates. */
function periodRangeOf(
  query: PayorStatementsQuery,
  now: Date,
): { start?: string | undefined; end?: string | undefined } {
  if (!query.datePreset) return { start: query.startDate, end: query.endDate };
  const range = datePresetRangeAt(query.datePreset, now);
  return { start: range.startDate, end: range.endDate };
}

export async function payorStatementsPage(
  payorId: number,
  query: PayorStatementsQuery,
  now = new Date(),
): Promise<PayorStatementsPage> {
  const typeIds = query.settlementStatementTypeId?.length
    ? [...new Set(query.settlementStatementTypeId)]
    : Object.values(StatementType);
  const all = await listStatements(payorId, typeIds);
  const kept = filterStatements(all, {
    typeIds,
    range: periodRangeOf(query, now),
    currencyId: query.sessionCurrencyId,
    sort: { field: query.sortField ?? 'periodStart', ascending: query.sortAsc ?? false },
  });
  return { ...pageOf(kept.map(statementView), query), totals: statementListTotals(kept) };
}

/** The record's key of a statement id ("5-2026-10-01": type, then the period's first day) within the payor. */
function statementKeyOf(payorId: number, id: string) {
  const [type, ...rest] = id.split('-');
  return { payorId, typeId: Number(type), periodStart: rest.join('-') };
}

/** One of the payor's statements by id, or null (unknown, malformed or another payor's: its key is the payor's). */
export async function findPayorStatement(payorId: number, id: string): Promise<StatementRecord | null> {
  const key = statementKeyOf(payorId, id);
  return getStatement(payorId, key.typeId, key.periodStart);
}

type PageQuery = { page: number; pageSize: number };

const lineView = ({ payeeId: _payeeId, ...line }: StoredStatementLine): StatementLineView => line;

/**
 * One page of a payor's statement's lines, or null when the payor has no statement of that id.
 * The statement and the page's stored lines are read at once (both keys follow from the payor and
 * the id; lines without a statement, of a run that did not finish, are never shown): one round
 * trip. Statements recorded before their lines were stored read them from the ledger.
 */
export async function payorStatementLinesPage(
  payorId: number,
  id: string,
  query: PageQuery,
): Promise<StatementLinesPage | null> {
  const key = statementKeyOf(payorId, id);
  const from = (query.page - 1) * query.pageSize;
  const [statement, stored] = await Promise.all([
    getStatement(payorId, key.typeId, key.periodStart),
    getStatementLines(key, from, query.pageSize),
  ]);
  if (!statement) return null;
  if (!statement.linesStored) return ledgerLinesPage(statement, query);
  return {
    items: stored.slice(0, Math.max(0, statement.lineCount - from)).map(lineView),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: statement.lineCount,
    hasMore: from + query.pageSize < statement.lineCount,
    statement: statementView(statement),
  };
}

/**
 * A page of the lines of a statement recorded before its lines were stored, read from the ledger:
 * the order from the period's drafts and refunds, then only the page's payments.
 */
async function ledgerLinesPage(statement: StatementRecord, query: PageQuery): Promise<StatementLinesPage> {
  const view = statementView(statement);
  if (statement.imported) return { ...pageOf([], query), statement: view };
  const [drafts, refunded] = await Promise.all([
    statement.typeId === StatementType.RefundStatement
      ? Promise.resolve([])
      : listPayorDraftPayments(statement.payorId, statement.periodStart, statement.periodEnd),
    listRefundedPayments(statement.periodStart, statement.periodEnd, statement.payorId),
  ]);
  const refs = pageOf(statementLineRefs(statement.typeId, drafts, refunded), query);
  const paymentIds = refs.items.flatMap((ref) => (ref.kind === 'payment' ? [ref.paymentId] : []));
  const payments = new Map((await getPayments(paymentIds)).map((payment) => [payment.id, payment]));
  const lines = linesOf(refs.items, payments);
  const names = await getCompanyNames(lines.map((line) => line.payeeId));
  return {
    ...refs,
    items: lines.map((line: StatementLine) => lineView({ ...line, carrierName: names.get(line.payeeId) ?? '' })),
    statement: view,
  };
}

/** One page of a statement's QuickPay (revenue share) or GOTP (subscription) invoices. */
export async function statementInvoicesPage(
  payor: CompanyRecord,
  statement: StatementRecord,
  section: 'revenueShareInvoices' | 'subscriptionInvoices',
  query: PageQuery,
): Promise<StatementInvoicesPage> {
  const invoices: StatementInvoiceLine[] = statement.imported
    ? []
    : computeStatement(
        await statementInputs(payor, statement.typeId, { start: statement.periodStart, end: statement.periodEnd }),
      )[section];
  const page: Page<StatementInvoiceLine> = pageOf(invoices, query);
  const names = await getCompanyNames(page.items.map((invoice) => invoice.payeeId));
  const totals = new Map<number, { currencyId: number; count: number; feeCents: number }>();
  for (const invoice of invoices) {
    const sum = totals.get(invoice.currencyId) ?? { currencyId: invoice.currencyId, count: 0, feeCents: 0 };
    sum.count += 1;
    sum.feeCents += invoice.feeCents;
    totals.set(invoice.currencyId, sum);
  }
  return {
    ...page,
    items: page.items.map(({ payeeId, ...invoice }) => ({ ...invoice, carrierName: names.get(payeeId) ?? '' })),
    totals: [...totals.values()].sort((a, b) => a.currencyId - b.currencyId),
  };
}
