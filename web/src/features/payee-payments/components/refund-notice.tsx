import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PaymentDetails } from '#shared/schemas/payee-payments.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { paymentsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './payment-details.module.css';

/**
 * What a refund did, above the payment: a refunded payment says when and why, and where its
 * QuickPay fees came back; the term fee refund payment says which refunded payment it belongs to.
 */
export function RefundNotice({ payment }: { payment: PaymentDetails }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (payment.refund) {
    const { refund } = payment;
    return (
      <Alert level="warning" title={t('payments.details.refund.title', { date: format.date(refund.date) })}>
        <span className={styles.noticeLines}>
          <span>{t('payments.details.refund.message')}</span>
          {refund.reason ? <span>{t('payments.details.refund.reason', { reason: refund.reason })}</span> : null}
          {refund.termFeeRefund ? (
            <span>
              {t('payments.details.refund.feeReturned', {
                amount: format.money(refund.termFeeRefund.amountCents, payment.currencyId),
              })}{' '}
              <Link to={paymentsPaths.payment(refund.termFeeRefund.id)} className={styles.noticeLink}>
                {refund.termFeeRefund.code}
              </Link>
              .
            </span>
          ) : (
            <span>{t('payments.details.refund.noFee')}</span>
          )}
        </span>
      </Alert>
    );
  }
  if (payment.refundOf) {
    return (
      <Alert level="info" title={t('payments.details.refundOf.title')}>
        {t('payments.details.refundOf.message')}{' '}
        <Link to={paymentsPaths.payment(payment.refundOf.id)} className={styles.noticeLink}>
          {payment.refundOf.code}
        </Link>
        .
      </Alert>
    );
  }
  return null;
}
