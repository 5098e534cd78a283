import type { ReactNode } from 'react';
import { keepNumbersWhole } from '../ui/record-number.tsx';
import styles from './detail-page.module.css';

export type DetailHeaderProps = {
  /** The heading's id, which names the section. */
  titleId: string;
  /** A small line above the name ('Load / invoice'). */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** Who the record is with. */
  subtitle?: ReactNode;
  /** The state badge. */
  state?: ReactNode;
  /** The headline amount and its label, on the right (below on phones). */
  amountLabel: ReactNode;
  amount: ReactNode;
  /** Under the amount: a date, an action link. */
  amountNote?: ReactNode;
  /** Added to the card's class (a page's own spacing). */
  className?: string;
  /** Under the header, across the card: facts, a line about the state, links. */
  children?: ReactNode;
};

/**
 * The card that opens a record's page (seeds 000 §2.7 show page): the record's name (the page's
 * h1, its number kept whole), who it is with and its state on the left, the amount that matters
 * in large type on the right (under them when the column is narrow), and what the page puts under
 * them.
 */
export function DetailHeader({
  titleId,
  eyebrow,
  title,
  subtitle,
  state,
  amountLabel,
  amount,
  amountNote,
  className,
  children,
}: DetailHeaderProps) {
  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-labelledby={titleId}>
      <div className={styles.header}>
        <div className={styles.headerText}>
          {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
          <h1 id={titleId} className={styles.title}>
            {keepNumbersWhole(title)}
          </h1>
          {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
          {state}
        </div>
        <div className={styles.headline}>
          <span className={styles.headlineLabel}>{amountLabel}</span>
          <span className={styles.headlineAmount}>{amount}</span>
          {amountNote}
        </div>
      </div>
      {children}
    </section>
  );
}

/** A record's facts: each a label above its value, in as many columns as fit. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

/** One fact of `Facts`. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
