import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './back-link.module.css';

/** The link back to where a page was opened from, above its content: '← Back to invoices'. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.link}>
      ← {children}
    </Link>
  );
}
