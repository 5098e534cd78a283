import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import styles from './registration.module.css';

/**
 * What every page of the flow puts in the registration card: its heading (the page's h1) and
 * intro, a failed call's message, then the page's own content. With `onSubmit` it is the step's
 * form (no browser validation: the shared schema's messages show on the fields).
 */
export function StepContent({
  heading,
  intro,
  error,
  onSubmit,
  before,
  children,
}: {
  heading: string;
  intro?: ReactNode;
  error?: string | null;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Above the heading: an outcome's icon. */
  before?: ReactNode;
  children?: ReactNode;
}) {
  const content = (
    <>
      {before}
      <div className={styles.header}>
        <h1>{heading}</h1>
        {intro ? <p className={styles.muted}>{intro}</p> : null}
      </div>
      {error ? <Alert level="error">{error}</Alert> : null}
      {children}
    </>
  );
  return onSubmit ? (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {content}
    </form>
  ) : (
    <section className={styles.form}>{content}</section>
  );
}
