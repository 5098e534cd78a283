import { Fragment, type ReactNode } from 'react';
import styles from './record-number.module.css';

/**
 * A record's number (invoice, load, credit note, payment) in a heading or a sentence: it moves to
 * the next line whole rather than breaking at its hyphen or slash ('Invoice LSF-' / '24023'), and
 * breaks inside only when it is longer than a whole line (numbers run up to 40 characters).
 */
export function RecordNumber({ children }: { children: string }) {
  return <span className={styles.number}>{children}</span>;
}

/** A word that carries a digit and a hyphen, slash or dash: a record number, a date. */
const numberLike = /^(?=.*\d)(?=.*[-/‐‑–—]).+$/u;

/**
 * A heading's text with every number-like word (`LSF-24023`, `2026-11-19`) kept whole, as
 * `RecordNumber` does; anything but a string is returned as it is. The shared headings (`Page`,
 * `ShowPage`, `DetailHeader`) apply it to their titles; pages that compose their own heading call it.
 */
export function keepNumbersWhole(text: ReactNode): ReactNode {
  if (typeof text !== 'string' || !/\d/.test(text)) return text;
  const parts = text.split(/(\s+)/);
  if (!parts.some((part) => numberLike.test(part))) return text;
  return parts.map((part, index) =>
    numberLike.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
      <RecordNumber key={index}>{part}</RecordNumber>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
