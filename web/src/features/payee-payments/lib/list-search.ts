import type { CallQuery } from '#shared/api/contract.ts';
import type { payeePaymentCalls } from '#shared/contracts/payee-payments.ts';
import { DatePreset, datePresetRangeAt } from '#shared/enums/date-preset.ts';
import type { PaymentState } from '#shared/enums/payment-state.ts';
import type { PayoutType } from '#shared/enums/payout.ts';
import { defaultPaymentSort, PaymentSortField, paymentsQuerySchema } from '#shared/schemas/payee-payments.ts';
import { nextSort, offeredPageSize, writeSortAndPage } from '#web/lib/list-params.ts';
import { readUrlFields } from '#web/lib/url-state.ts';

export type PaymentsCallQuery = CallQuery<typeof payeePaymentCalls.list>;

/** The list's state as the address bar holds it, so it can be shared, reloaded and remembered. */
export type PaymentsListState = {
  /** A date preset (seeds 000 §9), 'custom' for a typed range, or null for all dates. */
  range: DatePreset | 'custom' | null;
  startDate: string | null;
  endDate: string | null;
  payoutType: PayoutType | null;
  state: PaymentState | null;
  q: string;
  page: number;
  pageSize: number;
  sortField: PaymentSortField;
  sortAsc: boolean;
};

const presets = new Set<string>(Object.values(DatePreset));
const sortFields = Object.values(PaymentSortField);
/** Columns first sorted newest / largest first; the payment code starts A to Z. */
const descendingFirst = new Set<PaymentSortField>(sortFields.filter((field) => field !== PaymentSortField.Code));

/**
 * Reads the list's state from the query string with the API's own query schema; anything
 * unreadable falls back to its default.
 */
export function readListState(params: URLSearchParams): PaymentsListState {
  const fields = readUrlFields(paymentsQuerySchema.shape, params);
  const range = params.get('range');
  const custom =
    range === 'custom' || (range === null && (fields.startDate !== undefined || fields.endDate !== undefined));
  return {
    range: range && presets.has(range) ? (range as DatePreset) : custom ? 'custom' : null,
    startDate: custom ? (fields.startDate ?? null) : null,
    endDate: custom ? (fields.endDate ?? null) : null,
    payoutType: fields.payoutType?.[0] ?? null,
    state: fields.state?.[0] ?? null,
    q: fields.q ?? '',
    page: fields.page ?? 1,
    pageSize: offeredPageSize(fields.pageSize),
    sortField: fields.sortField ?? defaultPaymentSort.sortField,
    sortAsc: fields.sortAsc ?? defaultPaymentSort.sortAsc,
  };
}

/** The query string of a state, leaving out what is at its default. */
export function writeListState(state: PaymentsListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.range) params.set('range', state.range);
  if (state.range === 'custom') {
    if (state.startDate) params.set('startDate', state.startDate);
    if (state.endDate) params.set('endDate', state.endDate);
  }
  if (state.payoutType !== null) params.set('payoutType', String(state.payoutType));
  if (state.state) params.set('state', state.state);
  if (state.q.trim()) params.set('q', state.q.trim());
  return writeSortAndPage(params, state, defaultPaymentSort);
}

/** The state after a column heading is chosen: the same column flips, another starts in its natural order. */
export function sortChange(state: PaymentsListState, field: PaymentSortField): Partial<PaymentsListState> {
  return { ...nextSort(state, field, descendingFirst), page: 1 };
}

/** True when a filter (not paging or sorting) narrows the list. */
export function isFiltered(state: PaymentsListState): boolean {
  return state.range !== null || state.payoutType !== null || state.state !== null || state.q.trim() !== '';
}

/** The paid-date range a state covers; a preset is computed for `now` in America/Chicago. */
export function dateRangeOf(state: PaymentsListState, now: Date): { startDate?: string; endDate?: string } {
  if (state.range === null) return {};
  if (state.range === 'custom') {
    const range: { startDate?: string; endDate?: string } = {};
    if (state.startDate) range.startDate = state.startDate;
    if (state.endDate) range.endDate = state.endDate;
    if (range.startDate && range.endDate && range.startDate > range.endDate) return {};
    return range;
  }
  return datePresetRangeAt(state.range, now);
}

/** The API query of a state: filters, paging and sorting (the currency filter is added by the client). */
export function apiQueryOf(state: PaymentsListState, now: Date): PaymentsCallQuery {
  return {
    ...dateRangeOf(state, now),
    payoutType: state.payoutType === null ? null : [state.payoutType],
    state: state.state === null ? null : [state.state],
    q: state.q.trim(),
    page: state.page,
    pageSize: state.pageSize,
    sortField: state.sortField,
    sortAsc: state.sortAsc,
  };
}
