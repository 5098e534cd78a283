import { quickPayRevenueShareBps } from '#shared/constants/revenue-share.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { DatePreset } from '#shared/enums/date-preset.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { FinancialAccountReportType } from '#shared/enums/statement-type.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import {
  type BillingActivityPage,
  type BillingActivityQuery,
  type BillingDraft,
  BillingSortField,
  type CreditUsagePage,
  type CreditUsageQuery,
  CreditUsageSortField,
  type FinancialAccountPage,
  type FinancialAccountQuery,
  FinancialAccountSortField,
  type PurchasedInvoice,
  type PurchasedInvoicesPage,
  type RefundedInvoice,
  type RefundsPage,
  type RevenueSharePage,
} from '#shared/schemas/payor-ledger-reports.ts';
import { isRefundableTermFee } from '../domain/payments/refund.ts';
import { creditLinesOf, creditUsageHistory, quickPayPayoutTypes } from '../domain/payor-reports/credit-usage.ts';
import { sortRows, totalsByCurrency } from '../domain/payor-reports/report-lists.ts';
import {
  periodOf,
  revenueSharePeriods,
  revenueShareTermsOf,
  revenueShareTotals,
} from '../domain/payor-reports/revenue-share.ts';
import { type CompanyRecord, getCompanyNames } from '../repositories/companies.ts';
import { listCreditLimits } from '../repositories/credit-limits.ts';
import { type DraftRecord, listPayorDraftPayments, listPayorDrafts } from '../repositories/drafts.ts';
import { type InvoiceRecord, listAllInvoices } from '../repositories/invoices.ts';
import { getPaymentInvoices, getPayments, listPayorPayments, type PaymentRecord } from '../repositories/payments.ts';
import { dateRangeOf } from './invoice-list.ts';

/**
 * The payor's ledger reports (issue 14): queries over the drafts, payments, invoices and refunds
 * the portal already records, and the payor's credit limits. Every one reads only the payor's own
 * partitions (its drafts by date, its payments by paid date, its invoices by status), so another
 * payor's records can never appear. The exports API builds its files from the same functions.
 */

type Range = { start?: string | undefined; end?: string | undefined };
const inRange = (date: string, range: Range) =>
  (range.start === undefined || date >= range.start) && (range.end === undefined || date <= range.end);
const inCurrency = (currencyId: number, wanted: number | undefined) => wanted === undefined || currencyId === wanted;

// Billing activity ------------------------------------------------------------------------------

function billingDraftOf(draft: DraftRecord): BillingDraft {
  const account = draft.fundingAccount;
  return {
    id: draft.id,
    draftDate: draft.draftDate,
    currencyId: draft.currencyId,
    paymentCount: draft.paymentCount,
    invoiceCount: draft.invoiceCount,
    grossCents: draft.grossCents,
    creditNoteCents: draft.creditNoteCents,
    amountCents: draft.amountCents,
    fundingAccount: account ? `${account.bankName ?? account.routingNumber} ••••${account.accountNumberLast4}` : null,
  };
}

/** Every draft of the payor matching the query, in the query's order. */
export async function billingDrafts(payorId: number, query: BillingActivityQuery, now = new Date()) {
  const range = dateRangeOf(query, now);
  const drafts = (await listPayorDrafts(payorId, range.start, range.end)).filter((d) =>
    inCurrency(d.currencyId, query.sessionCurrencyId),
  );
  const rows = drafts.map(billingDraftOf);
  const value = (row: BillingDraft) =>
    query.sortField === BillingSortField.AmountCents
      ? row.amountCents
      : query.sortField === BillingSortField.InvoiceCount
        ? row.invoiceCount
        : row.draftDate;
  return { drafts, rows: sortRows(rows, value, (row) => row.id, query.sortAsc) };
}

export function billingTotals(rows: readonly BillingDraft[]) {
  return totalsByCurrency(rows, ['invoiceCount', 'grossCents', 'creditNoteCents', 'amountCents'] as const).map(
    ({ count, ...total }) => ({ ...total, draftCount: count }),
  );
}

/** `GET payor/report/billing_activity`: a page of drafts with the totals of all that match. */
export async function billingActivityPage(
  payorId: number,
  query: BillingActivityQuery,
  now = new Date(),
): Promise<BillingActivityPage> {
  const { rows } = await billingDrafts(payorId, query, now);
  return { ...pageOf(rows, query), totals: billingTotals(rows) };
}

/**
 * One line of the billing details: an invoice a draft funded, a credit note its payment repaid, a
 * load advance paid ahead of the invoice, or that advance netted from the invoice's payment.
 */
export type BillingDetailLine = {
  draftId: string;
  draftDate: string;
  currencyId: number;
  paymentCode: string;
  paidDate: string;
  carrierName: string;
  kind: 'invoice' | 'creditNote' | 'loadAdvance' | 'advanceNetted';
  /** The invoice's number, the credit note's reference, or the advanced load's number. */
  reference: string;
  loadNumber: string;
  /**
   * The invoice's gross or the advance paid; a credit note repaid or an advance netted as a negative
   * amount: a draft took each payment's lines' sum (functions/domain/payor-money/plan-drafts.ts).
   */
  amountCents: number;
};

/** The drafts matching the query with every invoice (and credit note repaid) they funded. */
export async function billingDetails(payorId: number, query: BillingActivityQuery, now = new Date()) {
  const { drafts, rows } = await billingDrafts(payorId, query, now);
  const order = new Map(rows.map((row, index) => [row.id, index]));
  const payments = await getPayments(drafts.flatMap((draft) => draft.paymentIds));
  const [invoices, names] = await Promise.all([
    getPaymentInvoices({ invoiceIds: payments.flatMap((payment) => payment.invoiceIds) }),
    getCompanyNames([...new Set(payments.map((payment) => payment.payeeId))]),
  ]);
  const invoiceById = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const draftById = new Map(drafts.map((draft) => [draft.id, draft]));
  const lines: BillingDetailLine[] = [];
  for (const payment of payments) {
    const draft = payment.draftId ? draftById.get(payment.draftId) : undefined;
    if (!draft || draft.payorId !== payorId) continue;
    const common = {
      draftId: draft.id,
      draftDate: draft.draftDate,
      currencyId: payment.currencyId,
      paymentCode: payment.code,
      paidDate: payment.paidDate,
      carrierName: names.get(payment.payeeId) ?? '',
    };
    for (const id of payment.invoiceIds) {
      const invoice = invoiceById.get(id);
      if (!invoice) continue;
      lines.push({
        ...common,
        kind: 'invoice',
        reference: invoice.invoiceNumber,
        loadNumber: invoice.loadNumber,
        amountCents: invoice.grossCents,
      });
    }
    for (const note of payment.creditNotes ?? []) {
      lines.push({
        ...common,
        kind: 'creditNote',
        reference: note.referenceNumber,
        loadNumber: '',
        amountCents: -note.amountCents,
      });
    }
    const advance = payment.loadAdvance;
    if (advance && (advance.deductedCents === null || advance.deductedCents > 0)) {
      lines.push({
        ...common,
        kind: advance.deductedCents === null ? 'loadAdvance' : 'advanceNetted',
        reference: advance.loadNumber,
        loadNumber: advance.loadNumber,
        amountCents: advance.deductedCents === null ? payment.grossCents : -advance.deductedCents,
      });
    }
  }
  lines.sort((a, b) => (order.get(a.draftId) ?? 0) - (order.get(b.draftId) ?? 0));
  return { drafts: rows, lines, totals: billingTotals(rows) };
}

// Credit usage ----------------------------------------------------------------------------------

/**
 * Every invoice of the payor, whatever its status now: the history needs those approved in the
 * range and since moved on (paid, held, refunded).
 */
async function payorInvoices(payorId: number): Promise<InvoiceRecord[]> {
  return listAllInvoices({ owner: { side: 'payor', companyId: payorId }, statuses: Object.values(InvoiceStatus) });
}

/** `GET payor/report/credit_usage`: the line per currency today and a page of its usage per day. */
export async function creditUsagePage(
  payorId: number,
  query: CreditUsageQuery,
  now = new Date(),
): Promise<CreditUsagePage> {
  const today = calendarDateIn(now);
  const asked = dateRangeOf(
    query.datePreset || query.startDate || query.endDate ? query : { datePreset: DatePreset.Last30Days },
    now,
  );
  const endDate = asked.end && asked.end < today ? asked.end : today;
  const startDate = asked.start ?? addDays(endDate, -29);
  const [invoices, payments, limits] = await Promise.all([
    payorInvoices(payorId),
    listPayorPayments({ payorId }),
    listCreditLimits(payorId),
  ]);
  const limitByCurrency = new Map(limits.map((limit) => [limit.currencyId, limit.limitCents]));
  const currencyId = query.sessionCurrencyId;
  const lines = creditLinesOf({ today, invoices, payments, limits: limitByCurrency, currencyId });
  const history =
    startDate <= endDate
      ? creditUsageHistory({ startDate, endDate, invoices, payments, limits: limitByCurrency, currencyId })
      : [];
  const sorted = sortRows(
    history,
    (day) => (query.sortField === CreditUsageSortField.UsedCents ? day.usedCents : day.date),
    (day) => `${day.date}#${day.currencyId}`,
    query.sortAsc,
  );
  return { ...pageOf(sorted, query), lines, startDate, endDate };
}

// Financial account activity ---------------------------------------------------------------------

type Named = { carrierName: string; currencyId: number };

function sortActivity<T extends Named>(
  rows: T[],
  query: FinancialAccountQuery,
  date: (row: T) => string,
  amount: (row: T) => number,
  tie: (row: T) => string,
) {
  const value = (row: T) =>
    query.sortField === FinancialAccountSortField.AmountCents
      ? amount(row)
      : query.sortField === FinancialAccountSortField.CarrierName
        ? row.carrierName.toLowerCase()
        : date(row);
  return sortRows(rows, value, tie, query.sortAsc);
}

async function invoicesOf(payments: readonly PaymentRecord[]) {
  const [invoices, names] = await Promise.all([
    getPaymentInvoices({ invoiceIds: payments.flatMap((payment) => payment.invoiceIds) }),
    getCompanyNames([...new Set(payments.map((payment) => payment.payeeId))]),
  ]);
  return { invoiceById: new Map(invoices.map((invoice) => [invoice.id, invoice])), names };
}

/** 11 PurchasedInvoices: every invoice LanePay paid early on QuickPay for the payor, paid within the range. */
export async function purchasedInvoices(payorId: number, query: FinancialAccountQuery, now = new Date()) {
  const range = dateRangeOf(query, now);
  const payments = (await listPayorPayments({ payorId, paidFrom: range.start, paidTo: range.end })).filter(
    (payment) =>
      quickPayPayoutTypes.includes(payment.payoutType) &&
      payment.state !== PaymentState.Removed &&
      inCurrency(payment.currencyId, query.sessionCurrencyId),
  );
  const { invoiceById, names } = await invoicesOf(payments);
  const rows: PurchasedInvoice[] = payments.flatMap((payment) =>
    payment.invoiceIds.flatMap((id) => {
      const invoice = invoiceById.get(id);
      if (!invoice) return [];
      return [
        {
          invoiceId: invoice.id,
          invoiceNumber: invoice.invoiceNumber,
          loadNumber: invoice.loadNumber,
          carrierName: names.get(payment.payeeId) ?? '',
          currencyId: payment.currencyId,
          paymentId: payment.id,
          paymentCode: payment.code,
          paidDate: payment.paidDate,
          isFreeQuickPay: invoice.isFreeQuickPay,
          grossCents: invoice.grossCents,
          feeCents: invoice.feeCents,
          advancedCents: invoice.grossCents - invoice.feeCents,
          draftDate: payment.draftDate ?? null,
          paymentState: payment.state,
        },
      ];
    }),
  );
  const sorted = sortActivity(
    rows,
    query,
    (row) => row.paidDate,
    (row) => row.grossCents,
    (row) => String(row.invoiceId).padStart(12, '0'),
  );
  const totals = totalsByCurrency(sorted, ['grossCents', 'feeCents', 'advancedCents'] as const).map((total) => ({
    ...total,
    unfundedCents: sorted
      .filter(
        (row) =>
          row.currencyId === total.currencyId && row.draftDate === null && row.paymentState === PaymentState.Paid,
      )
      .reduce((sum, row) => sum + row.grossCents, 0),
  }));
  return { rows: sorted, totals };
}

/**
 * 20 PayorRebate: the share per period overlapping the range, from the payments of the drafts in
 * those periods. A period is always worked out whole (its threshold applies to all of its fees),
 * whatever part of it the range covers.
 */
export async function revenueShare(
  payor: Pick<CompanyRecord, 'id' | 'settings'>,
  query: FinancialAccountQuery,
  now = new Date(),
) {
  const { kind, thresholdCents } = revenueShareTermsOf(payor.settings);
  const range = dateRangeOf(query, now);
  const drafts = await listPayorDraftPayments(
    payor.id,
    range.start ? periodOf(range.start, kind).startDate : '0000-00-00',
    range.end ? periodOf(range.end, kind).endDate : '9999-99-99',
  );
  const payments = (await getPayments(drafts.flatMap((draft) => draft.paymentIds))).filter((payment) =>
    inCurrency(payment.currencyId, query.sessionCurrencyId),
  );
  const periods = revenueSharePeriods({ payments, kind, thresholdCents, shareBps: quickPayRevenueShareBps }).filter(
    (period) =>
      (range.start === undefined || period.endDate >= range.start) &&
      (range.end === undefined || period.startDate <= range.end),
  );
  const sorted = sortRows(
    periods,
    (period) => (query.sortField === FinancialAccountSortField.AmountCents ? period.shareCents : period.startDate),
    (period) => `${period.startDate}#${period.currencyId}`,
    query.sortAsc,
  );
  return { kind, thresholdCents, rows: sorted, totals: revenueShareTotals(sorted) };
}

/** 22 PayorRefunds: every invoice of a payment refunded within the range (by the refund's date). */
export async function refundedInvoices(payorId: number, query: FinancialAccountQuery, now = new Date()) {
  const range = dateRangeOf(query, now);
  // A refund follows its payment, so only payments paid up to the range's end can have one in it.
  const payments = (await listPayorPayments({ payorId, paidTo: range.end })).filter(
    (payment) =>
      payment.state === PaymentState.Refunded &&
      payment.refund &&
      inRange(payment.refund.date, range) &&
      inCurrency(payment.currencyId, query.sessionCurrencyId),
  );
  const { invoiceById, names } = await invoicesOf(payments);
  const rows: RefundedInvoice[] = payments.flatMap((payment) => {
    const refund = payment.refund;
    if (!refund) return [];
    const fees = new Map((payment.refundOf?.fees ?? []).map((fee) => [fee.invoiceId, fee.feeCents]));
    return payment.invoiceIds.flatMap((id) => {
      const invoice = invoiceById.get(id);
      if (!invoice) return [];
      return [
        {
          invoiceId: invoice.id,
          invoiceNumber: invoice.invoiceNumber,
          loadNumber: invoice.loadNumber,
          carrierName: names.get(payment.payeeId) ?? '',
          currencyId: payment.currencyId,
          paymentId: payment.id,
          paymentCode: payment.code,
          paidDate: payment.paidDate,
          refundDate: refund.date,
          grossCents: invoice.grossCents,
          feeRefundCents: fees.get(invoice.id) ?? feeReturned(invoice, refund.termFeeRefundPaymentId),
          reason: refund.reason,
          refundedBy: refund.byName,
        },
      ];
    });
  });
  const sorted = sortActivity(
    rows,
    query,
    (row) => row.refundDate,
    (row) => row.grossCents,
    (row) => String(row.invoiceId).padStart(12, '0'),
  );
  return { rows: sorted, totals: totalsByCurrency(sorted, ['grossCents', 'feeRefundCents'] as const) };
}

/** An invoice's fee a refund returned (domain/payments/refund.ts), for refunds that kept no fees per invoice. */
function feeReturned(invoice: InvoiceRecord, feeRefundPaymentId: string | null): number {
  return feeRefundPaymentId && isRefundableTermFee(invoice) ? invoice.feeCents : 0;
}

/** `GET payor/report/financial_account_activity/{id}`; null for an id that is no report type. */
export async function financialAccountPage(
  payor: Pick<CompanyRecord, 'id' | 'settings'>,
  reportTypeId: number,
  query: FinancialAccountQuery,
  now = new Date(),
): Promise<FinancialAccountPage | null> {
  switch (reportTypeId) {
    case FinancialAccountReportType.PurchasedInvoices: {
      const { rows, totals } = await purchasedInvoices(payor.id, query, now);
      return { ...pageOf(rows, query), reportTypeId, totals } satisfies PurchasedInvoicesPage;
    }
    case FinancialAccountReportType.PayorRebate: {
      const { kind, thresholdCents, rows, totals } = await revenueShare(payor, query, now);
      return {
        ...pageOf(rows, query),
        reportTypeId,
        period: kind,
        thresholdCents,
        shareBps: quickPayRevenueShareBps,
        totals,
      } satisfies RevenueSharePage;
    }
    case FinancialAccountReportType.PayorRefunds: {
      const { rows, totals } = await refundedInvoices(payor.id, query, now);
      return { ...pageOf(rows, query), reportTypeId, totals } satisfies RefundsPage;
    }
    default:
      return null;
  }
}
