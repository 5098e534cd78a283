/**
 * Ordering and totals the ledger reports share: pure, so the screens' and the files' figures come
 * from one place.
 */

/** Sorted by a value (nulls last), ties by `tie` so pages never shuffle; newest / largest first unless `asc`. */
export function sortRows<T>(
  rows: T[],
  value: (row: T) => string | number | null,
  tie: (row: T) => string | number,
  asc = false,
): T[] {
  const direction = asc ? 1 : -1;
  return rows.sort((a, b) => {
    const left = value(a);
    const right = value(b);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      return (left < right ? -1 : 1) * direction;
    }
    const [x, y] = [tie(a), tie(b)];
    return x === y ? 0 : (x < y ? -1 : 1) * direction;
  });
}

/**
 * Sums of the named fields per currency, with a count of rows, in currency order: amounts of
 * different currencies are never added together.
 */
export function totalsByCurrency<Row extends { currencyId: number }, const F extends keyof Row & string>(
  rows: readonly Row[],
  fields: readonly F[],
): ({ currencyId: number; count: number } & Record<F, number>)[] {
  const totals = new Map<number, { currencyId: number; count: number } & Record<F, number>>();
  for (const row of rows) {
    const total =
      totals.get(row.currencyId) ??
      ({ currencyId: row.currencyId, count: 0, ...Object.fromEntries(fields.map((f) => [f, 0])) } as {
        currencyId: number;
        count: number;
      } & Record<F, number>);
    total.count += 1;
    for (const field of fields) (total as Record<F, number>)[field] += Number(row[field]);
    totals.set(row.currencyId, total);
  }
  return [...totals.values()].sort((a, b) => a.currencyId - b.currencyId);
}
