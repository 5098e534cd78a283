import type { HTMLAttributes } from 'react';
import styles from './badge.module.css';

/** What a state's colour says: done well, needs a look, went wrong, over, in review, under way. */
export type BadgeTone = 'info' | 'success' | 'warning' | 'error' | 'neutral' | 'progress';

/** A state as a coloured pill with a dot; the words come from the caller's namespace. */
export function Badge({ tone, className, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone: BadgeTone }) {
  return <span className={`${styles.badge} ${styles[tone]} ${className ?? ''}`} {...rest} />;
}
