import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/layouts/page.tsx';
import { ShowPage } from '../../../components/layouts/show-page.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useCreditNote } from '../api/get-credit-note.ts';
import styles from '../components/invoice-details.module.css';
import { StatusBadge } from '../components/status-badge.tsx';
import { invoicesPaths } from '../paths.ts';

/** `/payee/credit-notes/:id`: one credit note (seeds 000 §2.5 credit note page) and what it still owes. */
export function CreditNoteDetailsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = '' } = useParams();
  const query = useCreditNote(id);
  const note = query.data;
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  return (
    <Page
      title={
        note
          ? t('invoices.creditNotes.details.pageTitle', { number: note.referenceNumber })
          : t('invoices.creditNotes.pageTitle')
      }
      isLoading={query.isPending}
      skeleton="show"
    >
      <Link to={invoicesPaths.creditNotes} className={styles.back}>
        ← {t('invoices.creditNotes.details.back')}
      </Link>
      {query.isError ? (
        <Alert level="error" title={t('errors.errorTitle')}>
          {notFound ? t('invoices.creditNotes.details.notFound') : t('invoices.creditNotes.loadFailed')}
        </Alert>
      ) : note ? (
        <ShowPage
          main={
            <section className={styles.card} aria-labelledby="credit-note-title">
              <div className={styles.header}>
                <div className={styles.headerText}>
                  <h1 id="credit-note-title" className={styles.number}>
                    {t('invoices.creditNotes.details.pageTitle', { number: note.referenceNumber })}
                  </h1>
                  <span className={styles.payor}>{note.payorName}</span>
                  <div>
                    <StatusBadge statusId={null} creditNoteStatus={note.status} />{' '}
                    {note.balanceState ? (
                      <span className={styles.muted}>{t(`invoices.balanceStates.${note.balanceState}`)}</span>
                    ) : null}
                  </div>
                </div>
                <div className={styles.headline}>
                  <span className={styles.headlineLabel}>{t('invoices.creditNotes.details.balance')}</span>
                  <span className={styles.headlineAmount}>{format.money(note.balanceCents, note.currencyId)}</span>
                </div>
              </div>
              <p className={styles.muted}>{t('invoices.creditNotes.details.explanation', { payor: note.payorName })}</p>
              <dl className={styles.amounts}>
                <div className={styles.amountRow}>
                  <dt>{t('invoices.creditNotes.details.amount')}</dt>
                  <dd>{format.money(note.amountCents, note.currencyId)}</dd>
                </div>
                <div className={styles.amountRow}>
                  <dt>{t('invoices.creditNotes.details.applied')}</dt>
                  <dd className={styles.credit}>{format.money(-note.appliedCents, note.currencyId)}</dd>
                </div>
                <div className={`${styles.amountRow} ${styles.amountTotal}`}>
                  <dt>{t('invoices.creditNotes.details.balance')}</dt>
                  <dd>{format.money(note.balanceCents, note.currencyId)}</dd>
                </div>
              </dl>
              <dl className={styles.facts}>
                <div className={styles.fact}>
                  <dt>{t('invoices.creditNotes.details.createdDate')}</dt>
                  <dd>{format.date(note.createdDate)}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('invoices.creditNotes.details.appliedDate')}</dt>
                  <dd>{note.appliedDate ? format.date(note.appliedDate) : '—'}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('invoices.details.currency')}</dt>
                  <dd>{format.currencyCode(note.currencyId)}</dd>
                </div>
              </dl>
            </section>
          }
        />
      ) : null}
    </Page>
  );
}
