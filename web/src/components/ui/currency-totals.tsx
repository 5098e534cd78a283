import type { ReactNode } from 'react';
import { useFormatters } from '#web/lib/format.ts';
import styles from './currency-totals.module.css';

/** One currency's tile: how many rows, then its figures in order; `strong` marks the one that matters most. */
export type CurrencyTotal = {
  currencyId: number;
  count: string;
  figures: readonly { text: string; strong?: boolean }[];
};

/**
 * What every row matching a list's filters adds up to (not only the page shown), one tile per
 * currency since amounts of two currencies never add up; `note` says what the totals leave out.
 */
export function CurrencyTotals({
  label,
  totals,
  note,
}: {
  label: string;
  totals: readonly CurrencyTotal[];
  note?: ReactNode;
}) {
  const format = useFormatters();
  if (totals.length === 0) return null;
  return (
    <section className={styles.totals} aria-label={label}>
      {totals.map((total) => (
        <div key={total.currencyId} className={styles.total}>
          <span className={styles.count}>{total.count}</span>
          <span className={styles.currency}>{format.currencyCode(total.currencyId)}</span>
          {total.figures.map((figure) =>
            figure.strong ? (
              <strong key={figure.text}>{figure.text}</strong>
            ) : (
              <span key={figure.text}>{figure.text}</span>
            ),
          )}
        </div>
      ))}
      {note ? <span className={styles.note}>{note}</span> : null}
    </section>
  );
}
