import type { ReconciliationState } from '#shared/enums/reconciliation-state.ts';
import type { HoldAgeBucket, holdReasonFilterIds } from '#shared/schemas/payor-ops-report-queries.ts';
import {
  FundsSortField,
  GotpFeeSortField,
  gotpFeesQuerySchema,
  HoldSortField,
  holdsQuerySchema,
  unreconciledFundsQuerySchema,
} from '#shared/schemas/payor-ops-report-queries.ts';
import { type DateChoiceState, dateChoiceQuery, readDateChoice, writeDateChoice } from '#web/lib/date-choice.ts';
import { offeredPageSize, writeSortAndPage } from '#web/lib/list-params.ts';
import { readUrlFields } from '#web/lib/url-state.ts';
import type { GotpFeesCallQuery } from '../api/get-gotp-fees.ts';
import type { HoldsCallQuery } from '../api/get-holds.ts';
import type { UnreconciledFundsCallQuery } from '../api/get-unreconciled-funds.ts';

/**
 * Each report's state as the address bar holds it (read with the API's own query schema, anything
 * malformed falling back to its default), and the API query of a state; the shell's currency is
 * added by the API client.
 */
type Listed<Field extends string> = DateChoiceState & {
  sortField: Field;
  sortAsc: boolean;
  page: number;
  pageSize: number;
};

function listedOf<Field extends string>(
  fields: { sortField?: Field; sortAsc?: boolean; page?: number; pageSize?: number } & Parameters<
    typeof readDateChoice
  >[0],
  defaults: { sortField: Field; sortAsc: boolean },
): Listed<Field> {
  return {
    ...readDateChoice(fields),
    sortField: fields.sortField ?? defaults.sortField,
    sortAsc: fields.sortAsc ?? defaults.sortAsc,
    page: fields.page ?? 1,
    pageSize: offeredPageSize(fields.pageSize),
  };
}

function listedQuery<Field extends string>(state: Listed<Field>) {
  return {
    ...dateChoiceQuery(state),
    sortField: state.sortField,
    sortAsc: state.sortAsc,
    page: state.page,
    pageSize: state.pageSize,
  };
}

// GOTP fees: newest month first.
export type GotpFeesState = Listed<GotpFeeSortField>;
export const gotpDefaults = { sortField: GotpFeeSortField.Month, sortAsc: false } as const;

export function readGotpState(params: URLSearchParams): GotpFeesState {
  return listedOf(readUrlFields(gotpFeesQuerySchema.shape, params), gotpDefaults);
}
export function writeGotpState(state: GotpFeesState): URLSearchParams {
  return writeSortAndPage(writeDateChoice(new URLSearchParams(), state), state, gotpDefaults);
}
export const gotpQueryOf = (state: GotpFeesState): GotpFeesCallQuery => listedQuery(state);

// Holds: newest hold first.
type HoldReasonFilter = (typeof holdReasonFilterIds)[number];
export type HoldsState = Listed<HoldSortField> & {
  holdReasonId: HoldReasonFilter | null;
  ageBucket: HoldAgeBucket | null;
};
export const holdsDefaults = { sortField: HoldSortField.HeldDate, sortAsc: false } as const;

export function readHoldsState(params: URLSearchParams): HoldsState {
  const fields = readUrlFields(holdsQuerySchema.shape, params);
  return {
    ...listedOf(fields, holdsDefaults),
    holdReasonId: fields.holdReasonId ?? null,
    ageBucket: fields.ageBucket ?? null,
  };
}
export function writeHoldsState(state: HoldsState): URLSearchParams {
  const params = writeDateChoice(new URLSearchParams(), state);
  if (state.holdReasonId !== null) params.set('holdReasonId', String(state.holdReasonId));
  if (state.ageBucket !== null) params.set('ageBucket', state.ageBucket);
  return writeSortAndPage(params, state, holdsDefaults);
}
export const holdsQueryOf = (state: HoldsState): HoldsCallQuery => ({
  ...listedQuery(state),
  holdReasonId: state.holdReasonId ?? undefined,
  ageBucket: state.ageBucket ?? undefined,
});

// Unreconciled funds: newest receipt first.
export type FundsState = Listed<FundsSortField> & { state: ReconciliationState | null };
export const fundsDefaults = { sortField: FundsSortField.ReceivedDate, sortAsc: false } as const;

export function readFundsState(params: URLSearchParams): FundsState {
  const fields = readUrlFields(unreconciledFundsQuerySchema.shape, params);
  return { ...listedOf(fields, fundsDefaults), state: fields.state ?? null };
}
export function writeFundsState(state: FundsState): URLSearchParams {
  const params = writeDateChoice(new URLSearchParams(), state);
  if (state.state !== null) params.set('state', String(state.state));
  return writeSortAndPage(params, state, fundsDefaults);
}
export const fundsQueryOf = (state: FundsState): UnreconciledFundsCallQuery => ({
  ...listedQuery(state),
  state: state.state ?? undefined,
});
