import { PaymentState } from '#shared/enums/payment-state.ts';
import type { PayoutType } from '#shared/enums/payout.ts';
import { defaultPaymentSort, type PaymentSortField, type PaymentTotals } from '#shared/schemas/payee-payments.ts';

/** What the list needs of a payment (a subset of the stored record). */
export type ListablePayment = {
  id: string;
  code: string;
  confirmationNumber: string;
  paidDate: string;
  state: PaymentState;
  payoutType: PayoutType;
  currencyId: number;
  invoiceIds: readonly number[];
  loadNumbers: readonly string[];
  grossCents: number;
  netCents: number;
  createdAt: string;
};

export type PaymentFilter = {
  /** Paid on or after (YYYY-MM-DD). */
  startDate?: string | undefined;
  /** Paid on or before (YYYY-MM-DD). */
  endDate?: string | undefined;
  payoutTypes?: readonly PayoutType[] | undefined;
  states?: readonly PaymentState[] | undefined;
  /** The shell's currency filter. */
  currencyId?: number | undefined;
  /** Part of a confirmation number, payment code or load number, any case. */
  search?: string | undefined;
};

/** Whether a payment passes every filter given; an empty list or absent value does not filter. */
export function matchesPaymentFilter(payment: ListablePayment, filter: PaymentFilter): boolean {
  if (filter.startDate && payment.paidDate < filter.startDate) return false;
  if (filter.endDate && payment.paidDate > filter.endDate) return false;
  if (filter.payoutTypes?.length && !filter.payoutTypes.includes(payment.payoutType)) return false;
  if (filter.states?.length && !filter.states.includes(payment.state)) return false;
  if (filter.currencyId !== undefined && payment.currencyId !== filter.currencyId) return false;
  const search = normalise(filter.search ?? '');
  if (search !== '') {
    const haystack = [payment.confirmationNumber, payment.code, ...payment.loadNumbers].map(normalise);
    if (!haystack.some((value) => value.includes(search))) return false;
  }
  return true;
}

/** Case and separators do not matter when searching numbers ("ld-880 013" finds LD880013). */
function normalise(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

function sortValue(payment: ListablePayment, field: PaymentSortField): string | number {
  switch (field) {
    case 'paidDate':
      return payment.paidDate;
    case 'code':
      return payment.code;
    case 'confirmationNumber':
      return payment.confirmationNumber;
    case 'payoutType':
      return payment.payoutType;
    case 'invoiceCount':
      return payment.invoiceIds.length;
    case 'grossCents':
      return payment.grossCents;
    case 'netCents':
      return payment.netCents;
  }
}

function compare(a: string | number, b: string | number): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Orders payments by a column (default: paid date, newest first). Ties fall back to the newest
 * payment first and then the id, so pages never shuffle between requests.
 */
export function sortPayments<T extends ListablePayment>(
  payments: readonly T[],
  sortField: PaymentSortField = defaultPaymentSort.sortField,
  sortAsc: boolean = defaultPaymentSort.sortAsc,
): T[] {
  const direction = sortAsc ? 1 : -1;
  return [...payments].sort(
    (a, b) =>
      direction * compare(sortValue(a, sortField), sortValue(b, sortField)) ||
      -compare(a.paidDate, b.paidDate) ||
      -compare(a.createdAt, b.createdAt) ||
      compare(a.id, b.id),
  );
}

/**
 * Count, gross and net of the payments per currency, in currency id order. A refunded payment's
 * money went back, so it is listed but not counted; a term fee refund is money paid and counts.
 */
export function paymentTotals(payments: readonly ListablePayment[]): PaymentTotals[] {
  const totals = new Map<number, PaymentTotals>();
  for (const payment of payments) {
    if (payment.state === PaymentState.Refunded) continue;
    const total = totals.get(payment.currencyId) ?? {
      currencyId: payment.currencyId,
      count: 0,
      grossCents: 0,
      netCents: 0,
    };
    total.count += 1;
    total.grossCents += payment.grossCents;
    total.netCents += payment.netCents;
    totals.set(payment.currencyId, total);
  }
  return [...totals.values()].sort((a, b) => a.currencyId - b.currencyId);
}
