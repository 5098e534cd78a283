import { DatePreset, datePresetRangeAt } from '#shared/enums/date-preset.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { defaultPaymentSort, PaymentSortField, paymentSearchMaxLength } from '#shared/schemas/payee-payments.ts';
import {
  isoDateParam,
  nextSort,
  pageSizeParam,
  positiveInt,
  sortParams,
  writeSortAndPage,
} from '../../../lib/list-params.ts';
import type { Query } from '../../../lib/query-string.ts';

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
const payoutTypes = new Set<number>(Object.values(PayoutType));
const states = new Set<string>(Object.values(PaymentState));
const sortFields = Object.values(PaymentSortField);
/** Columns first sorted newest / largest first; the payment code starts A to Z. */
const descendingFirst = new Set<PaymentSortField>(sortFields.filter((field) => field !== PaymentSortField.Code));

/** Reads the list's state from the query string; anything unreadable falls back to its default. */
export function readListState(params: URLSearchParams): PaymentsListState {
  const range = params.get('range');
  const payoutType = Number(params.get('payoutType'));
  const state = params.get('state') ?? '';
  const startDate = isoDateParam(params.get('startDate'));
  const endDate = isoDateParam(params.get('endDate'));
  const custom = range === 'custom' || (range === null && (startDate !== null || endDate !== null));
  return {
    range: range && presets.has(range) ? (range as DatePreset) : custom ? 'custom' : null,
    startDate: custom ? startDate : null,
    endDate: custom ? endDate : null,
    payoutType: payoutTypes.has(payoutType) ? (payoutType as PayoutType) : null,
    state: states.has(state) ? (state as PaymentState) : null,
    q: (params.get('q') ?? '').slice(0, paymentSearchMaxLength),
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: pageSizeParam(params),
    ...sortParams(params, sortFields, defaultPaymentSort),
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
export function apiQueryOf(state: PaymentsListState, now: Date): Query {
  return {
    ...dateRangeOf(state, now),
    payoutType: state.payoutType,
    state: state.state,
    q: state.q.trim(),
    page: state.page,
    pageSize: state.pageSize,
    sortField: state.sortField,
    sortAsc: state.sortAsc,
  };
}
