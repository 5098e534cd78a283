import { isIsoDate } from '#shared/dates/date-input.ts';

/**
 * Helpers the paged lists share to keep their state in the address bar: reading a parameter that
 * may be missing or malformed (it then falls back to its default), and writing only what differs
 * from the defaults.
 */

/** Rows per page a list offers. */
export const pageSizes = [10, 25, 50, 100] as const;
export const defaultPageSize = 25;

/** A whole number above zero of at most nine digits, or null. */
export function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** A real YYYY-MM-DD date, or null. */
export const isoDateParam = (value: string | null): string | null => (value && isIsoDate(value) ? value : null);

/** A page size when it is one the lists offer, else the default. */
export function offeredPageSize(pageSize: number | null | undefined): number {
  return pageSize && (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize;
}

/** The page size of the address bar when it is one the list offers, else the default. */
export function pageSizeParam(params: URLSearchParams): number {
  return offeredPageSize(positiveInt(params.get('pageSize')));
}

type Sorted<Field extends string> = { sortField: Field; sortAsc: boolean };
type Paged = { page: number; pageSize: number };

/** The page and its size of the address bar (the first page, the default size when missing or malformed). */
export function pageParams(params: URLSearchParams): Paged {
  return { page: positiveInt(params.get('page')) ?? 1, pageSize: pageSizeParam(params) };
}

/** Writes the page and its size, each only when not the first / the default. */
export function writePage(params: URLSearchParams, state: Paged): URLSearchParams {
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== defaultPageSize) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The order of the address bar when its column is one of `fields`, else the default order. */
export function sortParams<Field extends string>(
  params: URLSearchParams,
  fields: readonly Field[],
  defaults: Sorted<Field>,
): Sorted<Field> {
  const sortField = params.get('sortField');
  return {
    sortField:
      sortField && (fields as readonly string[]).includes(sortField) ? (sortField as Field) : defaults.sortField,
    sortAsc: params.has('sortAsc') ? params.get('sortAsc') === 'true' : defaults.sortAsc,
  };
}

/** Writes the order (both keys, when it is not the default) and the page and its size (when not the first / default). */
export function writeSortAndPage<Field extends string>(
  params: URLSearchParams,
  state: Sorted<Field> & Paged,
  defaults: Sorted<Field>,
): URLSearchParams {
  if (state.sortField !== defaults.sortField || state.sortAsc !== defaults.sortAsc) {
    params.set('sortField', state.sortField);
    params.set('sortAsc', String(state.sortAsc));
  }
  return writePage(params, state);
}

/**
 * The order after a column header is chosen: the same column flips, another starts in its natural
 * direction (descending for the columns in `descendingFirst`: newest, largest).
 */
export function nextSort<Field extends string>(
  current: Sorted<Field>,
  field: Field,
  descendingFirst: ReadonlySet<Field>,
): Sorted<Field> {
  return { sortField: field, sortAsc: field === current.sortField ? !current.sortAsc : !descendingFirst.has(field) };
}
