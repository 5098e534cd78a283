import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import {
  type PayorDraft,
  type PayorDraftSchedule,
  type PayorDraftsPage,
  type PayorDraftsQuery,
  type PayorPaymentDetails,
  type PayorPaymentListItem,
  type PayorPaymentSortField,
  type PayorPaymentsPage,
  type PayorPaymentsQuery,
  PayorPaymentSortField as SortField,
} from '#shared/schemas/payor-payments.ts';
import { draftScheduleOf } from '../domain/payor-money/draft-schedule.ts';
import { scheduledDraftDay, upcomingDrafts } from '../domain/payor-money/next-draft.ts';
import { payorPaymentTotals } from '../domain/payor-money/payment-totals.ts';
import { type UndraftedPayment, undraftedPaymentOf } from '../domain/payor-money/plan-drafts.ts';
import { type CompanyRecord, getCompanyNames } from '../repositories/companies.ts';
import { type DraftRecord, getDraft, listPayorDrafts } from '../repositories/drafts.ts';
import {
  getPayment,
  getPaymentInvoices,
  listPayorPayments,
  listPayorUndraftedPayments,
  type PaymentRecord,
} from '../repositories/payments.ts';
import { dateRangeOf } from './invoice-list.ts';

/**
 * The payor's payments and drafts (seeds 001 §2). A payor's payments are read from its own index
 * partition within the paid-date range; the other filters, the order and the page apply to those.
 */

export function payorPaymentItemOf(payment: PaymentRecord, carrierName: string): PayorPaymentListItem {
  const creditNoteCents = payment.creditNoteCents ?? 0;
  return {
    id: payment.id,
    code: payment.code,
    confirmationNumber: payment.confirmationNumber,
    paidDate: payment.paidDate,
    payeeId: payment.payeeId,
    carrierName,
    state: payment.state,
    payoutType: payment.payoutType,
    methodType: payment.methodType,
    currencyId: payment.currencyId,
    invoiceCount: payment.invoiceIds.length,
    grossCents: payment.grossCents,
    creditNoteCents,
    amountCents: payment.grossCents - creditNoteCents,
    draftId: payment.draftId ?? null,
    draftDate: payment.draftDate ?? null,
  };
}

export function payorDraftOf(draft: DraftRecord): PayorDraft {
  return {
    id: draft.id,
    draftDate: draft.draftDate,
    currencyId: draft.currencyId,
    schedule: draft.schedule,
    weekday: draft.weekday,
    paymentCount: draft.paymentCount,
    invoiceCount: draft.invoiceCount,
    grossCents: draft.grossCents,
    creditNoteCents: draft.creditNoteCents,
    amountCents: draft.amountCents,
    fundingAccount: draft.fundingAccount
      ? {
          id: draft.fundingAccount.id,
          bankName: draft.fundingAccount.bankName,
          routingNumber: draft.fundingAccount.routingNumber,
          accountNumberLast4: draft.fundingAccount.accountNumberLast4,
        }
      : null,
  };
}

function normalise(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

function matches(payment: PaymentRecord, query: PayorPaymentsQuery): boolean {
  if (query.payeeId !== undefined && payment.payeeId !== query.payeeId) return false;
  if (query.state?.length && !query.state.includes(payment.state)) return false;
  if (query.drafted !== undefined && Boolean(payment.draftId) !== query.drafted) return false;
  if (query.draftId !== undefined && payment.draftId !== query.draftId) return false;
  if (query.sessionCurrencyId !== undefined && payment.currencyId !== query.sessionCurrencyId) return false;
  const search = normalise(query.q ?? '');
  if (search !== '') {
    const haystack = [payment.code, payment.confirmationNumber, ...payment.loadNumbers].map(normalise);
    if (!haystack.some((value) => value.includes(search))) return false;
  }
  return true;
}

function sortValue(item: PayorPaymentListItem, field: PayorPaymentSortField): string | number | null {
  switch (field) {
    case SortField.CarrierName:
      return item.carrierName.toLowerCase();
    case SortField.InvoiceCount:
      return item.invoiceCount;
    case SortField.GrossCents:
      return item.grossCents;
    case SortField.AmountCents:
      return item.amountCents;
    case SortField.DraftDate:
      return item.draftDate;
    default:
      return item.paidDate;
  }
}

/** Sorted by the field (paid date, newest first, by default), ties newest id last-written first. */
function sortItems(items: PayorPaymentListItem[], field = SortField.PaidDate as PayorPaymentSortField, asc = false) {
  return items.sort((a, b) => {
    const left = sortValue(a, field);
    const right = sortValue(b, field);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      return (left < right ? -1 : 1) * (asc ? 1 : -1);
    }
    return a.id < b.id ? 1 : -1;
  });
}

/** One page of the payor's payments, with per-currency totals of everything that matched (refunds left out). */
export async function payorPaymentsPage(
  payorId: number,
  query: PayorPaymentsQuery,
  now = new Date(),
): Promise<PayorPaymentsPage> {
  const range = dateRangeOf(query, now);
  const payments = (await listPayorPayments({ payorId, paidFrom: range.start, paidTo: range.end })).filter((p) =>
    matches(p, query),
  );
  const names = await getCompanyNames(payments.map((p) => p.payeeId));
  const items = sortItems(
    payments.map((p) => payorPaymentItemOf(p, names.get(p.payeeId) ?? '')),
    query.sortField,
    query.sortAsc,
  );
  return {
    ...pageOf(items, query),
    totals: payorPaymentTotals(items),
  };
}

/** The payor's payment with its invoices, the credit notes it repaid and its draft; null if not the payor's. */
export async function payorPaymentDetails(payorId: number, paymentId: string): Promise<PayorPaymentDetails | null> {
  const payment = await getPayment(paymentId);
  if (!payment || payment.payorId !== payorId) return null;
  const [invoices, names, draft] = await Promise.all([
    getPaymentInvoices(payment),
    getCompanyNames([payment.payeeId]),
    payment.draftId ? getDraft(payment.draftId) : null,
  ]);
  return {
    ...payorPaymentItemOf(payment, names.get(payment.payeeId) ?? ''),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      loadNumber: invoice.loadNumber,
      paymentType: invoice.paymentType,
      grossCents: invoice.grossCents,
    })),
    creditNotes: (payment.creditNotes ?? []).map((note) => ({
      id: note.creditNoteId,
      referenceNumber: note.referenceNumber,
      amountCents: note.amountCents,
    })),
    draft: draft && draft.payorId === payorId ? payorDraftOf(draft) : null,
  };
}

/** One page of the payor's drafts (draft date, newest first), with per-currency totals. */
export async function payorDraftsPage(
  payorId: number,
  query: PayorDraftsQuery,
  now = new Date(),
): Promise<PayorDraftsPage> {
  const range = dateRangeOf(query, now);
  const drafts = (await listPayorDrafts(payorId, range.start, range.end))
    .filter((d) => query.sessionCurrencyId === undefined || d.currencyId === query.sessionCurrencyId)
    .map(payorDraftOf);
  if (query.sortAsc) drafts.reverse();
  const totals = new Map<number, { count: number; amountCents: number }>();
  for (const draft of drafts) {
    const total = totals.get(draft.currencyId) ?? { count: 0, amountCents: 0 };
    totals.set(draft.currencyId, { count: total.count + 1, amountCents: total.amountCents + draft.amountCents });
  }
  return {
    ...pageOf(drafts, query),
    totals: [...totals].map(([currencyId, t]) => ({ currencyId, ...t })).sort((a, b) => a.currencyId - b.currencyId),
  };
}

/** The payor's draft; null when it is not the payor's. */
export async function payorDraft(payorId: number, draftId: string): Promise<PayorDraft | null> {
  const draft = await getDraft(draftId);
  return draft && draft.payorId === payorId ? payorDraftOf(draft) : null;
}

/** How far back the last drafts are looked for: a currency not drafted for a year has none to show. */
const lastDraftDays = 366;

/**
 * When the payor is drafted next and for how much (per currency, from its schedule and the payments
 * made on its behalf that no draft covers yet), and its latest draft per currency; `currencyId`
 * keeps to one currency (the shell's filter). The payor's settings are those of the session's
 * company, already read.
 */
export async function payorDraftSchedule(
  payor: Pick<CompanyRecord, 'id' | 'settings'>,
  currencyId?: number,
  now = new Date(),
): Promise<PayorDraftSchedule> {
  const payorId = payor.id;
  const today = calendarDateIn(now);
  const inCurrency = (id: number) => currencyId === undefined || id === currencyId;
  const [payments, drafts] = await Promise.all([
    listPayorUndraftedPayments(payorId),
    listPayorDrafts(payorId, addDays(today, -lastDraftDays)),
  ]);
  const schedule = draftScheduleOf(payor.settings);
  const waiting = payments
    .map(undraftedPaymentOf)
    .filter((p): p is UndraftedPayment => p !== null && p.payorId === payorId && inCurrency(p.currencyId));
  const lastDrafts = new Map<number, DraftRecord>();
  for (const draft of drafts) {
    if (inCurrency(draft.currencyId) && !lastDrafts.has(draft.currencyId)) lastDrafts.set(draft.currencyId, draft);
  }
  return {
    schedule: schedule.schedule,
    weekday: schedule.weekday,
    scheduledDate: scheduledDraftDay(schedule, today),
    upcoming: upcomingDrafts(waiting, schedule, today),
    lastDrafts: [...lastDrafts.values()].map(payorDraftOf),
  };
}
