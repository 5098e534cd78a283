import { type CSSProperties, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import styles from './dashboard-card.module.css';
import tile from './figure-tile.module.css';
import { Skeleton } from './skeleton.tsx';

/** The columns a card takes of the grid's twelve on a desktop (tablets and phones stack them). */
export type DashboardCardSpan = 'wide' | 'narrow' | 'half' | 'full';

/** What a figure's accent says, as the badges' tones do. */
export type FigureTone = 'brand' | 'info' | 'success' | 'warning' | 'error' | 'neutral';

export function DashboardGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/**
 * One card of a landing page: a section named by its title, with an icon, a caption beside the
 * title, its content and a footer of links. `name` ties the title to the section and names the
 * card for tests (`data-card`).
 */
export function DashboardCard({
  name,
  title,
  icon,
  caption,
  span = 'half',
  footer,
  children,
}: {
  name: string;
  title: string;
  icon?: ReactNode;
  caption?: ReactNode;
  span?: DashboardCardSpan;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `dashboard-card-${name}`;
  return (
    <section className={`${styles.card} ${styles[span]}`} aria-labelledby={titleId} data-card={name}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {icon}
          {title}
        </h2>
        {caption ? <span className={styles.caption}>{caption}</span> : null}
      </div>
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}

/** The part of a query a card reads: its data once there, whether it failed, and a way to ask again. */
export type CardQuery<T> = { data: T | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };

/**
 * A card's content from its own query: placeholder figures while it loads, the error with a retry
 * when it failed (data already shown stays if only a refresh failed), else what `children` makes
 * of the data.
 */
export function CardContent<T>({
  query,
  failed,
  children,
}: {
  query: CardQuery<T>;
  /** Says what could not be loaded. */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Alert level="error" title={failed}>
        <Button variant="secondary" size="small" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return <Skeleton kind="figures" />;
}

/** A row of figures (as many across as fit). */
export function Figures({ children }: { children: ReactNode }) {
  return <div className={styles.figures}>{children}</div>;
}

/**
 * One figure: its label, its value on one line sized to the tile, and a note (a count, a date);
 * a link to what it counts when `to` is given.
 */
export function Figure({
  label,
  value,
  note,
  tone = 'brand',
  to,
  name,
}: {
  label: string;
  value: string;
  note?: ReactNode;
  tone?: FigureTone;
  to?: string;
  /** Names the figure for tests (`data-figure`). */
  name?: string;
}) {
  const content = (
    <>
      <span className={styles.figureLabel}>{label}</span>
      <span className={styles.figureValue} style={{ '--value-chars': value.length } as CSSProperties}>
        {value}
      </span>
      {note ? <span className={styles.figureNote}>{note}</span> : null}
    </>
  );
  const className = `${styles.figure} ${tile[tone]}`;
  return to ? (
    <Link to={to} className={className} data-figure={name}>
      {content}
    </Link>
  ) : (
    <div className={className} data-figure={name}>
      {content}
    </div>
  );
}

/** One currency's figures, under its code when the card shows several. */
export function CurrencyBlock({ code, children }: { code: string | null; children: ReactNode }) {
  return (
    <div className={styles.currency}>
      {code ? <span className={tile.currencyCode}>{code}</span> : null}
      {children}
    </div>
  );
}

/** What a card says when nothing waits. */
export function CardEmpty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

/** A line of smaller, quieter text under a card's figures. */
export function CardNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/** A short list in a card (the newest few of something) under its small heading. */
export function CardList({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className={styles.listBlock}>
      <h3 id={titleId} className={styles.listHeading}>
        {title}
      </h3>
      <ul className={styles.list} aria-labelledby={titleId}>
        {children}
      </ul>
    </div>
  );
}

/** One row of a card's list: its title (a link, usually) and its facts beside it. */
export function CardListItem({ title, name, children }: { title: ReactNode; name?: string; children?: ReactNode }) {
  return (
    <li className={styles.listItem} data-item={name}>
      <span className={styles.listTitle}>{title}</span>
      {children ? <span className={styles.listFacts}>{children}</span> : null}
    </li>
  );
}
