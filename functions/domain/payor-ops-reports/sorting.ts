/**
 * A copy of `rows` ordered by one value each (text or number), ascending or descending; ties keep
 * the order they came in, so a report's default order breaks them.
 */
export function sortedBy<T>(rows: readonly T[], keyOf: (row: T) => string | number, ascending: boolean): T[] {
  return rows
    .map((row, index) => ({ row, index, value: keyOf(row) }))
    .sort((a, b) => {
      if (a.value === b.value) return a.index - b.index;
      return (a.value < b.value ? -1 : 1) * (ascending ? 1 : -1);
    })
    .map(({ row }) => row);
}
