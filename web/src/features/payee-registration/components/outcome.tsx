import type { ReactNode } from 'react';
import styles from './registration.module.css';
import { StepContent } from './step-content.tsx';

export type OutcomeTone = 'success' | 'warning' | 'error' | 'info';

const icons: Record<OutcomeTone, ReactNode> = {
  success: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  warning: (
    <>
      <path d="M12 8v5" />
      <path d="M12 16.5v.5" />
      <path d="M10.3 3.9L2.6 17.5A2 2 0 004.3 20.5h15.4a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5" />
      <path d="M12 16.5v.5" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5" />
      <path d="M12 7.5v.5" />
    </>
  ),
};

/**
 * A page that ends a branch of the flow (sent, exists, no match, done): an icon, the heading, what
 * it means, and what to do next.
 */
export function Outcome({
  tone,
  heading,
  children,
  actions,
}: {
  tone: OutcomeTone;
  heading: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <StepContent
      heading={heading}
      before={
        <span className={`${styles.outcomeIcon} ${styles[`tone-${tone}`]}`}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {icons[tone]}
          </svg>
        </span>
      }
    >
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </StepContent>
  );
}
