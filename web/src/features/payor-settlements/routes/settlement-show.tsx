import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { BillHistory } from '#web/components/paperwork/bill-history.tsx';
import { BillStateBadge } from '#web/components/paperwork/bill-state-badge.tsx';
import { BillSummary } from '#web/components/paperwork/bill-summary.tsx';
import { ChargesTable } from '#web/components/paperwork/charges-table.tsx';
import { DocumentsList } from '#web/components/paperwork/documents-list.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { keepNumbersWhole } from '#web/components/ui/record-number.tsx';
import { settlementsPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useBill } from '#web/lib/paperwork/get-bill.ts';
import styles from '../components/bill.module.css';
import { BlockCarrier } from '../components/block-carrier.tsx';
import { ReviewPanel } from '../components/review-panel.tsx';
import { payorMayEdit } from '../lib/review.ts';

/**
 * `/payor/settlements/:id` (seeds 001 §2, §7; issue 4 contract): one bill a carrier sent, with its
 * documents (images previewed, PDFs opened through a short-lived link), charges and history; the
 * review its state allows (mark submitted, approve, reject with a note, ignore, remove); editing
 * while delivered or submitted; and blocking the carrier from viewing paperwork. Another payor's
 * bill is not found.
 */
export function SettlementShowRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useBill(id);
  const bill = query.data;
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  return (
    <Page
      title={bill ? t('settlements.show.pageTitle', { number: bill.loadOrInvoiceNumber }) : t('settlements.pageTitle')}
      isLoading={query.isPending}
      skeleton="payorBill"
    >
      <Link to={settlementsPaths.list} className={styles.back}>
        ← {t('settlements.show.back')}
      </Link>
      {query.isError ? (
        <div className={styles.card}>
          <Alert level="error" title={t('errors.errorTitle')}>
            {notFound ? t('settlements.errors.notFound') : t('settlements.errors.loadBill')}
          </Alert>
          {notFound ? null : (
            <div>
              <Button variant="secondary" size="small" onClick={() => query.refetch()}>
                {t('settlements.errors.retry')}
              </Button>
            </div>
          )}
        </div>
      ) : bill ? (
        <ShowPage
          main={
            <>
              <section className={styles.card} aria-labelledby="bill-title">
                <div className={styles.header}>
                  <div className={styles.headerText}>
                    <h1 id="bill-title" className={styles.number}>
                      {keepNumbersWhole(t('settlements.show.pageTitle', { number: bill.loadOrInvoiceNumber }))}
                    </h1>
                    <span className={styles.carrier}>{t('settlements.show.from', { carrier: bill.payeeName })}</span>
                    <BillStateBadge state={bill.state} />
                  </div>
                  <div className={styles.headline}>
                    <span className={styles.headlineLabel}>{t('settlements.show.total')}</span>
                    <span className={styles.headlineAmount}>{format.money(bill.totalAmount, bill.currencyTypeId)}</span>
                    {payorMayEdit(bill.state) ? (
                      <Link to={settlementsPaths.edit(bill.id)} className={styles.linkButton}>
                        {t('settlements.show.edit')}
                      </Link>
                    ) : null}
                  </div>
                </div>
              </section>
              <DocumentsList billId={bill.id} documents={bill.documents} />
              <ChargesTable charges={bill.charges} currencyId={bill.currencyTypeId} totalAmount={bill.totalAmount} />
              <BillHistory history={bill.history} />
            </>
          }
          aside={
            <>
              <ReviewPanel
                bill={bill}
                onReviewed={(reviewed) => navigate(settlementsPaths.success(reviewed.id, 'reviewed'))}
                footer={<BlockCarrier payeeId={bill.payeeId} payeeName={bill.payeeName} />}
              />
              <BillSummary bill={bill} hide={['payor']} />
            </>
          }
        />
      ) : null}
    </Page>
  );
}
