import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertLevel = 'info' | 'success' | 'error' | 'warning';

/** An inline message inside a page or form (toasts are separate). */
export function Alert({
  level = 'info',
  title,
  children,
}: {
  level?: AlertLevel;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${styles.alert} ${styles[level]}`} role={level === 'error' ? 'alert' : 'status'}>
      {title ? <span className={styles.title}>{title}</span> : null}
      {children ? <span>{children}</span> : null}
    </div>
  );
}
