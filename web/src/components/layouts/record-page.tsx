import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client.ts';
import { Alert } from '../ui/alert.tsx';
import { BackLink } from '../ui/back-link.tsx';
import { Button } from '../ui/button.tsx';
import type { SkeletonKind } from '../ui/skeleton.tsx';
import { Page } from './page.tsx';
import styles from './record-page.module.css';

export type RecordPageProps<Data> = {
  /** The record's answer (a react-query result). */
  record: Pick<UseQueryResult<Data>, 'data' | 'error' | 'isError' | 'isPending' | 'refetch'>;
  /** The page's name in the document title once the record is here. */
  title: (data: Data) => string;
  /** The page's name meanwhile, and when it could not load. */
  fallbackTitle: string;
  /** Where the record's list is. */
  back: { to: string; label: string };
  /** Said of an id that is unknown, malformed or another company's (the API answers 404 or 400 alike). */
  notFound: string;
  /** Said when the record could not load and the API said nothing usable. */
  loadFailed: string;
  skeleton?: SkeletonKind;
  children: (data: Data) => ReactNode;
};

/**
 * The block every record's page is made of (an invoice, a payment, a load, a carrier): the way
 * back to its list, the loading skeleton, a record that is not there (said plainly, nothing to
 * retry) apart from one that failed to load (with a retry), then the record.
 */
export function RecordPage<Data>({
  record,
  title,
  fallbackTitle,
  back,
  notFound,
  loadFailed,
  skeleton = 'show',
  children,
}: RecordPageProps<Data>) {
  const { t } = useTranslation();
  const data = record.data;
  const error = record.error instanceof ApiError ? record.error : null;
  const missing = error !== null && (error.status === 404 || error.status === 400);
  return (
    <Page title={data === undefined ? fallbackTitle : title(data)} isLoading={record.isPending} skeleton={skeleton}>
      <BackLink to={back.to}>{back.label}</BackLink>
      {record.isError ? (
        missing ? (
          <Alert level="info">{notFound}</Alert>
        ) : (
          <div className={styles.failed}>
            <Alert level="error" title={t('errors.errorTitle')}>
              {error && !error.isGeneric ? error.message : loadFailed}
            </Alert>
            <div>
              <Button variant="secondary" size="small" onClick={() => record.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          </div>
        )
      ) : data !== undefined ? (
        children(data)
      ) : null}
    </Page>
  );
}
