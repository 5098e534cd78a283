import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { keepNumbersWhole } from '#web/components/ui/record-number.tsx';
import { areaRoutes } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { usePayment } from '../api/get-payment.ts';
import { FeeBreakdown } from '../components/fee-breakdown.tsx';
import { PaidInvoices } from '../components/paid-invoices.tsx';
import styles from '../components/payment-details.module.css';
import { PaymentSummary } from '../components/payment-summary.tsx';
import { RefundNotice } from '../components/refund-notice.tsx';
import { RefundedFees } from '../components/refunded-fees.tsx';
import { ReportDownloads } from '../components/report-downloads.tsx';

/**
 * `/payee/payments/:id`: one payment (seeds 000 §2.5, §3 Payment): what was paid and how, the fee
 * breakdown, the invoices it paid, its payout report as PDF and Excel, and its refund if it had one.
 */
export function PaymentDetailsRoute() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const payment = usePayment(id);
  const notFound = payment.error instanceof ApiError && [400, 404].includes(payment.error.status);
  const back = <BackLink to={areaRoutes.payee.payments}>{t('payments.details.back')}</BackLink>;
  const data = payment.data;
  return (
    <Page
      title={data ? t('payments.details.pageTitle', { code: data.code }) : t('payments.title')}
      isLoading={payment.isPending}
      skeleton="show"
    >
      {data ? (
        <>
          <ShowPage
            title={
              <span className={styles.titleBlock}>
                {back}
                <span>{keepNumbersWhole(t('payments.details.pageTitle', { code: data.code }))}</span>
              </span>
            }
            main={
              <div className={styles.mainColumn}>
                <RefundNotice payment={data} />
                <PaymentSummary payment={data} />
              </div>
            }
            aside={
              <>
                <FeeBreakdown payment={data} />
                <ReportDownloads paymentId={data.id} feeRefund={data.refundOf !== null} />
              </>
            }
          />
          {/* The invoices take the page's full width: six columns of figures need it. A term fee
              refund pays no invoice: it lists the invoices whose QuickPay fee it returns. */}
          <div className={styles.wide}>
            {data.refundOf ? <RefundedFees payment={data} /> : <PaidInvoices payment={data} />}
          </div>
        </>
      ) : (
        <div className={styles.problem}>
          {back}
          <Alert level={notFound ? 'info' : 'error'} title={notFound ? undefined : t('errors.errorTitle')}>
            {notFound
              ? t('payments.details.notFound')
              : payment.error instanceof ApiError && payment.error.status === 403
                ? payment.error.message || t('errors.forbidden')
                : t('payments.details.loadFailed')}
          </Alert>
          {notFound ? null : (
            <div>
              <Button variant="secondary" size="small" onClick={() => payment.refetch()}>
                {t('payments.retry')}
              </Button>
            </div>
          )}
        </div>
      )}
    </Page>
  );
}
