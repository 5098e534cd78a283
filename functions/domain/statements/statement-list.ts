import type { StatementTotals } from './statement.ts';

/*
 * The statements list's arithmetic: filters, order and what the matching statements add up to per
 * currency. Pure, so its sums are tested against the statements' own totals.
 */

export type ListedStatement = {
  typeId: number;
  periodStart: string;
  totals: readonly StatementTotals[];
};

export type StatementListFilter = {
  typeIds: readonly number[];
  range: { start?: string | undefined; end?: string | undefined };
  currencyId?: number | undefined;
  sort: { field: 'periodStart' | 'draftedCents'; ascending: boolean };
};

/** A statement in the shell's currency shows that currency's totals only (and is left out without any). */
export function inCurrency<S extends ListedStatement>(statement: S, currencyId: number | undefined): S | null {
  if (currencyId === undefined) return statement;
  const totals = statement.totals.filter((t) => t.currencyId === currencyId);
  return totals.length > 0 || statement.totals.length === 0 ? { ...statement, totals } : null;
}

const drafted = (statement: ListedStatement) => statement.totals.reduce((sum, t) => sum + t.draftedCents, 0);

/** The statements a filter keeps, in its order (ties: newest period, then type). */
export function filterStatements<S extends ListedStatement>(
  statements: readonly S[],
  filter: StatementListFilter,
): S[] {
  const kept = statements
    .filter((s) => filter.typeIds.includes(s.typeId))
    .filter(
      (s) =>
        (!filter.range.start || s.periodStart >= filter.range.start) &&
        (!filter.range.end || s.periodStart <= filter.range.end),
    )
    .map((s) => inCurrency(s, filter.currencyId))
    .filter((s): s is S => s !== null);
  const direction = filter.sort.ascending ? 1 : -1;
  return kept.sort((a, b) => {
    const primary =
      filter.sort.field === 'draftedCents' ? drafted(a) - drafted(b) : a.periodStart.localeCompare(b.periodStart);
    return direction * primary || b.periodStart.localeCompare(a.periodStart) || b.typeId - a.typeId;
  });
}

export type StatementListTotals = { currencyId: number; count: number; draftedCents: number; netCents: number };

/** What the statements add up to per currency: how many carry it, drafted and net. */
export function statementListTotals(statements: readonly ListedStatement[]): StatementListTotals[] {
  const byCurrency = new Map<number, StatementListTotals>();
  for (const statement of statements) {
    for (const totals of statement.totals) {
      const sum = byCurrency.get(totals.currencyId) ?? {
        currencyId: totals.currencyId,
        count: 0,
        draftedCents: 0,
        netCents: 0,
      };
      sum.count += 1;
      sum.draftedCents += totals.draftedCents;
      sum.netCents += totals.netCents;
      byCurrency.set(totals.currencyId, sum);
    }
  }
  return [...byCurrency.values()].sort((a, b) => a.currencyId - b.currencyId);
}
