import type * as z from 'zod';

/** The values of an address bar read by a query schema's fields; a field that does not read is left out. */
export type UrlFields<Shape extends Record<string, z.ZodType>> = { [K in keyof Shape]?: z.output<Shape[K]> };

/**
 * Reads the address bar with the fields of the query schema the API validates with, each on its
 * own: one malformed value (a hand-edited link, an old bookmark) drops only itself, and the page
 * falls back to its default for it instead of failing. A key given several times reads as a list.
 */
export function readUrlFields<Shape extends Record<string, z.ZodType>>(
  shape: Shape,
  params: URLSearchParams,
): UrlFields<Shape> {
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const values = params.getAll(key);
    const raw = values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
    const read = field.safeParse(raw);
    if (read.success && read.data !== undefined) fields[key] = read.data;
  }
  return fields as UrlFields<Shape>;
}

/**
 * The address bar with its search (`q`) trimmed and cut to the length the API takes, as the search
 * box cuts what is typed: a longer search in a link still searches by its start, not at all.
 */
export function withSearchCut(params: URLSearchParams, maxLength: number): URLSearchParams {
  const q = params.get('q');
  if (q === null) return params;
  const cut = new URLSearchParams(params);
  cut.set('q', q.trim().slice(0, maxLength));
  return cut;
}
