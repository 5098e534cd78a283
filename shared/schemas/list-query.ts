import * as z from 'zod';
import { DatePreset } from '../enums/date-preset.ts';
import { isoDateSchema } from '../validation/date.ts';
import { singleLineText } from '../validation/text.ts';

/**
 * The conventions every list endpoint follows (seeds 000 §7): `page` (from 1), `pageSize`,
 * `sortField`, `sortAsc`; array values repeat the key (`status=2&status=5`); `exportReport=true`
 * asks for the whole list as a file (no paging) and is served by the exports API.
 */
export const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A repeated query key read as a list, whether it came once or several times. */
export function repeatedQuery<T extends z.ZodType>(item: T) {
  return z.union([item, z.array(item)]).transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[]);
}

export const maxPageSize = 200;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(25),
  sortField: singleLineText().max(64).optional(),
  sortAsc: booleanQuery.optional(),
  exportReport: booleanQuery.optional(),
  /** The currency filter of the shell (USD 1, CAD 2); absent means all currencies. */
  sessionCurrencyId: z.coerce.number().int().positive().optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** One page of a list: its items, where it is, and whether more follow. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    hasMore: z.boolean(),
  });
}
export type Page<T> = { items: T[]; page: number; pageSize: number; totalCount: number; hasMore: boolean };

/** The slice of an ordered list that a page shows. */
export function pageOf<T>(all: readonly T[], query: Pick<ListQuery, 'page' | 'pageSize'>): Page<T> {
  const start = (query.page - 1) * query.pageSize;
  return {
    items: all.slice(start, start + query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: all.length,
    hasMore: start + query.pageSize < all.length,
  };
}

/** Query value that must be one of `ids` (numbers in a query string arrive as text). */
export function idQuery<T extends number>(ids: readonly T[]) {
  return z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .refine((id) => (ids as readonly number[]).includes(id), { error: 'validation.invalid' })
    .transform((id) => id as T);
}

/** A date filter: a date type with a preset or an explicit range (either end may be open). */
export const dateFilterShape = {
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  datePreset: z.enum(Object.values(DatePreset), { error: 'validation.invalid' }).optional(),
};

/** A typed range ends on or after its start (the error sits on `endDate`). */
export function rangeInOrder(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.startDate && query.endDate && query.startDate > query.endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'errors.invoice.endBeforeStart' });
  }
}
