import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { StatusBadge } from '#web/components/invoices/status-badge.tsx';
import { DetailHeader, Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { invoicesPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useCreditNote } from '../api/get-credit-note.ts';
import styles from '../components/invoice-details.module.css';

/** `/payee/credit-notes/:id`: one credit note (seeds 000 §2.5 credit note page) and what it still owes. */
export function CreditNoteDetailsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = '' } = useParams();
  const query = useCreditNote(id);
  return (
    <RecordPage
      record={query}
      title={(note) => t('invoices.creditNotes.details.pageTitle', { number: note.referenceNumber })}
      fallbackTitle={t('invoices.creditNotes.pageTitle')}
      back={{ to: invoicesPaths.creditNotes, label: t('invoices.creditNotes.details.back') }}
      notFound={t('invoices.creditNotes.details.notFound')}
      loadFailed={t('invoices.creditNotes.loadFailed')}
    >
      {(note) => (
        <ShowPage
          main={
            <DetailHeader
              titleId="credit-note-title"
              title={t('invoices.creditNotes.details.pageTitle', { number: note.referenceNumber })}
              subtitle={note.payorName}
              state={
                <div>
                  <StatusBadge statusId={null} creditNoteStatus={note.status} />{' '}
                  {note.balanceState ? (
                    <span className={styles.muted}>{t(`invoices.balanceStates.${note.balanceState}`)}</span>
                  ) : null}
                </div>
              }
              amountLabel={t('invoices.creditNotes.details.balance')}
              amount={format.money(note.balanceCents, note.currencyId)}
            >
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
              <Facts>
                <Fact label={t('invoices.creditNotes.details.createdDate')}>{format.date(note.createdDate)}</Fact>
                <Fact label={t('invoices.creditNotes.details.appliedDate')}>
                  {note.appliedDate ? format.date(note.appliedDate) : '—'}
                </Fact>
                <Fact label={t('invoices.details.currency')}>{format.currencyCode(note.currencyId)}</Fact>
              </Facts>
            </DetailHeader>
          }
        />
      )}
    </RecordPage>
  );
}
