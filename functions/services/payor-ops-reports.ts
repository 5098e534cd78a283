import { calendarDateIn, daysBetween } from '#shared/dates/calendar-date.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { ReconciliationState } from '#shared/enums/reconciliation-state.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import {
  FundsSortField,
  GotpFeeSortField,
  type GotpFeesQuery,
  type GotpMonthQuery,
  HoldSortField,
  type HoldsQuery,
  type UnreconciledFundsQuery,
} from '#shared/schemas/payor-ops-report-queries.ts';
import type {
  FundsReceiptView,
  GotpFeeMonth,
  GotpFeesPage,
  GotpMonthPage,
  HeldInvoice,
  HoldsPage,
  UnreconciledFundsPage,
} from '#shared/schemas/payor-ops-reports.ts';
import { candidateSets, type OpenInvoice } from '../domain/payor-ops-reports/funds-matching.ts';
import { gotpFeeInvoices, gotpFeeMonths, gotpFeeTotals, monthRange } from '../domain/payor-ops-reports/gotp-fees.ts';
import { heldInvoiceOf, holdGroups, reasonKey } from '../domain/payor-ops-reports/holds.ts';
import { sortedBy } from '../domain/payor-ops-reports/sorting.ts';
import { getCompanyNames } from '../repositories/companies.ts';
import { listFundsReceipts } from '../repositories/funds-receipts.ts';
import { type InvoiceRecord, listAllInvoices } from '../repositories/invoices.ts';
import { getPaymentInvoices, listPayorPayments } from '../repositories/payments.ts';
import { dateRangeOf } from './invoice-list.ts';

/**
 * The payor's operations reports (shared/schemas/payor-ops-reports.ts): each reads the payor's own
 * index partitions (payments by paid date, invoices by status, receipts by date) and computes its
 * figures with the pure rules of functions/domain/payor-ops-reports/.
 */

const currencyMatches = (currencyId: number, query: { sessionCurrencyId?: number | undefined }) =>
  query.sessionCurrencyId === undefined || currencyId === query.sessionCurrencyId;

/** Carrier names of invoices: the name kept on the invoice, else the company's. */
async function carrierNamesOf(invoices: readonly Pick<InvoiceRecord, 'payeeId' | 'payeeName'>[]) {
  const missing = invoices.filter((invoice) => !invoice.payeeName).map((invoice) => invoice.payeeId);
  const names = await getCompanyNames([...new Set(missing)]);
  return (invoice: Pick<InvoiceRecord, 'payeeId' | 'payeeName'>) =>
    invoice.payeeName || names.get(invoice.payeeId) || '';
}

/** The GOTP fee invoices of the payments the payor made within a paid-date range. */
async function gotpInvoicesPaid(payorId: number, paidFrom: string | undefined, paidTo: string | undefined) {
  const payments = await listPayorPayments({ payorId, paidFrom, paidTo });
  const invoices = await getPaymentInvoices({ invoiceIds: payments.flatMap((payment) => payment.invoiceIds) });
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const nameOf = await carrierNamesOf(invoices);
  return gotpFeeInvoices(
    payments.flatMap((payment) =>
      payment.invoiceIds.flatMap((id) => {
        const invoice = byId.get(id);
        return invoice && invoice.payorId === payorId ? [{ invoice, payment, carrierName: nameOf(invoice) }] : [];
      }),
    ),
  );
}

/** Every month of GOTP fees the query matches, in its order (the page and the file). */
export async function matchingGotpMonths(
  payorId: number,
  query: GotpFeesQuery,
  now = new Date(),
): Promise<GotpFeeMonth[]> {
  const range = dateRangeOf(query, now);
  const invoices = (await gotpInvoicesPaid(payorId, range.start, range.end)).filter((invoice) =>
    currencyMatches(invoice.currencyId, query),
  );
  return sortedBy<GotpFeeMonth>(
    gotpFeeMonths(invoices),
    (row) => (query.sortField && query.sortField !== GotpFeeSortField.Month ? row[query.sortField] : row.month),
    query.sortAsc ?? false,
  );
}

/** `GET payor/report/gotp_fees`: GOTP fees by month (newest first by default), with totals per currency. */
export async function gotpFeesPage(payorId: number, query: GotpFeesQuery, now = new Date()): Promise<GotpFeesPage> {
  const months = await matchingGotpMonths(payorId, query, now);
  return { ...pageOf(months, query), totals: gotpFeeTotals(months) };
}

/** `GET payor/report/gotp_fees/month/{id}`: one month's GOTP fee invoices; null when it has none. */
export async function gotpMonthPage(
  payorId: number,
  month: string,
  query: GotpMonthQuery,
): Promise<GotpMonthPage | null> {
  const range = monthRange(month);
  const invoices = (await gotpInvoicesPaid(payorId, range.start, range.end)).filter((invoice) =>
    currencyMatches(invoice.currencyId, query),
  );
  if (invoices.length === 0) return null;
  const ordered = sortedBy(
    invoices,
    (invoice) => `${invoice.paidDate}#${invoice.invoiceNumber}`,
    query.sortAsc ?? false,
  );
  const totals = gotpFeeTotals(ordered.map((invoice) => ({ ...invoice, invoiceCount: 1 })));
  return { ...pageOf(ordered, query), month, totals };
}

/** Every hold the query matches, in its order (the page and the file). */
export async function matchingHolds(payorId: number, query: HoldsQuery, now = new Date()): Promise<HeldInvoice[]> {
  const today = calendarDateIn(now);
  const range = dateRangeOf(query, now);
  const invoices = await listAllInvoices({
    owner: { side: 'payor', companyId: payorId },
    statuses: [InvoiceStatus.Held],
    filter: { currencyId: query.sessionCurrencyId },
  });
  const nameOf = await carrierNamesOf(invoices);
  const inRange = (date: string) =>
    (range.start === undefined || date >= range.start) && (range.end === undefined || date <= range.end);
  const holds = invoices
    .map((invoice) => heldInvoiceOf(invoice, nameOf(invoice), today))
    .filter((hold): hold is HeldInvoice => hold !== null && inRange(hold.heldDate))
    .filter((hold) => query.holdReasonId === undefined || (hold.holdReasonId ?? 0) === query.holdReasonId)
    .filter((hold) => query.ageBucket === undefined || hold.ageBucket === query.ageBucket);
  const field = query.sortField ?? HoldSortField.HeldDate;
  return sortedBy(
    holds,
    (hold) =>
      field === HoldSortField.HeldDate
        ? hold.heldAt
        : field === HoldSortField.GrossCents
          ? hold.grossCents
          : hold[field].toLowerCase(),
    query.sortAsc ?? field !== HoldSortField.HeldDate,
  );
}

/** `GET payor/report/holds`: the payor's held invoices with who held them, when and why. */
export async function holdsPage(payorId: number, query: HoldsQuery, now = new Date()): Promise<HoldsPage> {
  const holds = await matchingHolds(payorId, query, now);
  const totals = holdGroups(holds, () => '').map(({ key: _key, ...total }) => total);
  return {
    ...pageOf(holds, query),
    totals: totals.sort((a, b) => a.currencyId - b.currencyId),
    byReason: holdGroups(holds, reasonKey),
    byAge: holdGroups(holds, (hold) => hold.ageBucket),
  };
}

/** The payor's open invoices (approved, not yet paid) as the matching rule takes them. */
async function openInvoicesOf(payorId: number): Promise<OpenInvoice[]> {
  const invoices = await listAllInvoices({
    owner: { side: 'payor', companyId: payorId },
    statuses: [InvoiceStatus.Approved, InvoiceStatus.MissingBank],
  });
  const nameOf = await carrierNamesOf(invoices);
  return invoices.map((invoice) => ({
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    carrierName: nameOf(invoice),
    currencyId: invoice.currencyId,
    grossCents: invoice.grossCents,
    approvedDate: invoice.dates.approved ?? invoice.dates.uploaded,
  }));
}

type ReceiptRecord = Awaited<ReturnType<typeof listFundsReceipts>>[number];

/** Every receipt the query matches, in its order. */
async function matchingReceiptRecords(
  payorId: number,
  query: UnreconciledFundsQuery,
  now: Date,
): Promise<ReceiptRecord[]> {
  const range = dateRangeOf(query, now);
  const receipts = (await listFundsReceipts({ payorId, receivedFrom: range.start, receivedTo: range.end })).filter(
    (receipt) =>
      currencyMatches(receipt.currencyId, query) && (query.state === undefined || receipt.state === query.state),
  );
  const field = query.sortField ?? FundsSortField.ReceivedDate;
  return sortedBy(
    receipts,
    (receipt) => (field === FundsSortField.Reference ? receipt.reference.toLowerCase() : receipt[field]),
    query.sortAsc ?? false,
  );
}

/** Receipts as the report shows them, each with the open invoices it could pay. */
async function receiptViews(
  payorId: number,
  receipts: readonly ReceiptRecord[],
  now: Date,
): Promise<FundsReceiptView[]> {
  const today = calendarDateIn(now);
  const unreconciled = receipts.some((receipt) => receipt.state === ReconciliationState.Unreconciled);
  const open = unreconciled ? await openInvoicesOf(payorId) : [];
  return receipts.map((receipt) => ({
    id: receipt.id,
    reference: receipt.reference,
    receivedDate: receipt.receivedDate,
    currencyId: receipt.currencyId,
    amountCents: receipt.amountCents,
    state: receipt.state,
    ageDays: Math.max(0, daysBetween(receipt.receivedDate, today)),
    candidates: candidateSets(receipt, open).map((set) => ({
      totalCents: set.totalCents,
      invoices: set.invoices.map((invoice) => ({
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        carrierName: invoice.carrierName,
        grossCents: invoice.grossCents,
      })),
    })),
  }));
}

/** Every receipt the query matches with its candidates (the file). */
export async function matchingReceipts(
  payorId: number,
  query: UnreconciledFundsQuery,
  now = new Date(),
): Promise<FundsReceiptView[]> {
  return receiptViews(payorId, await matchingReceiptRecords(payorId, query, now), now);
}

/** `GET payor/report/unreconciled_funds`: receipts matched to no invoice yet, with what each could pay. */
export async function unreconciledFundsPage(
  payorId: number,
  query: UnreconciledFundsQuery,
  now = new Date(),
): Promise<UnreconciledFundsPage> {
  const receipts = await matchingReceiptRecords(payorId, query, now);
  const page = pageOf(receipts, query);
  const totals = new Map<number, { currencyId: number; count: number; amountCents: number }>();
  for (const receipt of receipts) {
    const total = totals.get(receipt.currencyId) ?? { currencyId: receipt.currencyId, count: 0, amountCents: 0 };
    total.count += 1;
    total.amountCents += receipt.amountCents;
    totals.set(receipt.currencyId, total);
  }
  return {
    ...page,
    items: await receiptViews(payorId, page.items, now),
    totals: [...totals.values()].sort((a, b) => a.currencyId - b.currencyId),
  };
}
