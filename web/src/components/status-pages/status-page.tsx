import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import styles from './status-page.module.css';

export type StatusIllustration = 'notFound' | 'error' | 'maintenance' | 'blocked';

function Illustration({ kind }: { kind: StatusIllustration }) {
  return (
    <svg className={styles.illustration} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle className={styles.disc} cx="48" cy="48" r="46" />
      {kind === 'notFound' ? (
        <>
          <circle cx="44" cy="44" r="16" />
          <path d="M56 56l14 14M38 40l12 8M50 40l-12 8" />
        </>
      ) : null}
      {kind === 'error' ? (
        <>
          <path d="M48 22l26 46H22z" />
          <path d="M48 40v13M48 60v1" />
        </>
      ) : null}
      {kind === 'maintenance' ? (
        <path d="M60 26a12 12 0 0 0-15 15L26 60a5 5 0 0 0 7 7l19-19a12 12 0 0 0 15-15l-7 7-6-1-1-6z" />
      ) : null}
      {kind === 'blocked' ? (
        <>
          <rect x="24" y="28" width="48" height="40" rx="4" />
          <path d="M24 38h48M40 48l16 12M56 48L40 60" />
        </>
      ) : null}
    </svg>
  );
}

export type StatusPageProps = {
  pageTitle: string;
  illustration: StatusIllustration;
  heading: string;
  subheading?: string;
  /** A route inside the app (client-side link)… */
  to?: string;
  /** …or an address loaded afresh; the site's origin when neither is given and a label is. */
  href?: string;
  linkLabel?: string;
  /** Open `href` in a new window (escaping a frame). */
  newWindow?: boolean;
  /** Fill the window (outside the shell) rather than the shell's content area. */
  fullScreen?: boolean;
  children?: ReactNode;
};

/** The error page of the seeds (000 §2.7): image, heading, subheading and an optional link. */
export function StatusPage({
  pageTitle,
  illustration,
  heading,
  subheading,
  to,
  href,
  linkLabel,
  newWindow = false,
  fullScreen = false,
  children,
}: StatusPageProps) {
  usePageTitle(pageTitle);
  const content = (
    <section className={styles.status} aria-labelledby="status-heading">
      <Illustration kind={illustration} />
      <h1 id="status-heading" className={styles.heading}>
        {heading}
      </h1>
      {subheading ? <p className={styles.subheading}>{subheading}</p> : null}
      {children}
      {linkLabel && to ? (
        <Link className={styles.link} to={to}>
          {linkLabel}
        </Link>
      ) : null}
      {linkLabel && !to ? (
        <a
          className={styles.link}
          href={href ?? window.location.origin}
          target={newWindow ? '_blank' : undefined}
          rel={newWindow ? 'noopener noreferrer' : undefined}
        >
          {linkLabel}
        </a>
      ) : null}
    </section>
  );
  return fullScreen ? <main className={styles.fullScreen}>{content}</main> : content;
}
