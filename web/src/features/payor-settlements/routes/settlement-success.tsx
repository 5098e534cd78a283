import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { BillState } from '#shared/enums/bill-state.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { BillStateBadge } from '#web/components/paperwork/bill-state-badge.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { settlementsPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useBill } from '#web/lib/paperwork/get-bill.ts';
import { useBills } from '#web/lib/paperwork/get-bills.ts';
import styles from '../components/bill.module.css';

/**
 * `/payor/settlements/:id/success` (seeds 001 §2): after a review or an edit, what the bill is now
 * and where to go next: the bill, the list, or the next delivered bill waiting for review (found
 * with a settlement query of page size 1, seeds 001 §7).
 */
export function SettlementSuccessRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('outcome') === 'edited' ? 'edited' : 'reviewed';
  const query = useBill(id);
  const bill = query.data;
  const next = useBills({
    'q[state_in]': [BillState.Delivered],
    sortField: 'submittedAt',
    sortAsc: true,
    page: 1,
    pageSize: 1,
  });
  const nextBill = next.data?.bills.find((candidate) => candidate.id !== id) ?? null;
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  const state = bill ? t(`paperwork.states.${bill.state}`).toLowerCase() : '';
  return (
    <Page
      title={
        bill ? t('settlements.success.pageTitle', { number: bill.loadOrInvoiceNumber }) : t('settlements.pageTitle')
      }
      isLoading={query.isPending}
      skeleton="show"
    >
      {query.isError ? (
        <Alert level="error" title={t('errors.errorTitle')}>
          {notFound ? t('settlements.errors.notFound') : t('settlements.errors.loadBill')}
        </Alert>
      ) : bill ? (
        <section
          className={`${styles.card} ${styles.success}`}
          aria-labelledby="success-title"
          data-testid="settlement-success"
        >
          <span className={styles.successIcon} aria-hidden="true">
            ✓
          </span>
          <h1 id="success-title" className={styles.successTitle}>
            {outcome === 'edited'
              ? t('settlements.success.edited', { number: bill.loadOrInvoiceNumber })
              : t('settlements.success.reviewed', { number: bill.loadOrInvoiceNumber, state })}
          </h1>
          <p className={styles.muted}>
            {outcome === 'edited'
              ? t('settlements.success.editedText')
              : t('settlements.success.reviewedText', { carrier: bill.payeeName })}
          </p>
          <dl className={styles.summary}>
            <div className={styles.fact}>
              <dt>{t('settlements.show.facts.carrier')}</dt>
              <dd>{bill.payeeName}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('settlements.columns.state')}</dt>
              <dd>
                <BillStateBadge state={bill.state} />
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('settlements.columns.totalAmount')}</dt>
              <dd>{format.money(bill.totalAmount, bill.currencyTypeId)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('settlements.show.facts.updated')}</dt>
              <dd>{format.dateTime(bill.updatedAt)}</dd>
            </div>
          </dl>
          <div className={styles.successActions}>
            {nextBill ? (
              <Link to={settlementsPaths.bill(nextBill.id)} className={styles.primaryLink}>
                {t('settlements.success.nextBill')} →
              </Link>
            ) : null}
            <div className={styles.successLinks}>
              <Link
                to={settlementsPaths.bill(bill.id)}
                className={nextBill ? styles.secondaryLink : styles.primaryLink}
              >
                {t('settlements.success.viewBill')}
              </Link>
              <Link to={settlementsPaths.list} className={styles.secondaryLink}>
                {t('settlements.success.backToList')}
              </Link>
            </div>
          </div>
        </section>
      ) : null}
    </Page>
  );
}
