import { useTranslation } from 'react-i18next';
import type { PaymentDetails } from '#shared/schemas/payee-payments.ts';
import cardStyles from '#web/components/ui/card.module.css';
import { useFormatters } from '#web/lib/format.ts';
import styles from './payment-details.module.css';

/**
 * How the gross became the net (seeds 000 §3 Payment): gross, the QuickPay / GOTP term fee, sub
 * total, the fee of the bank type, and the net paid. Deductions show with a minus sign.
 */
export function FeeBreakdown({ payment }: { payment: PaymentDetails }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (cents: number) => format.money(cents, payment.currencyId);
  const lines: { label: string; value: string; kind?: 'subtotal' | 'total' }[] = [
    { label: t('payments.details.gross'), value: money(payment.grossCents) },
    { label: t('payments.details.termFee'), value: money(-payment.termFeeCents) },
    { label: t('payments.details.subTotal'), value: money(payment.subTotalCents), kind: 'subtotal' },
    {
      label: t('payments.details.bankFee', { method: format.method(payment.methodType) }),
      value: money(-payment.bankFeeCents),
    },
    { label: t('payments.details.net'), value: money(payment.netCents), kind: 'total' },
  ];
  return (
    <section className={`${cardStyles.card} ${cardStyles.snug} ${styles.card}`} aria-labelledby="fee-breakdown-heading">
      <h2 id="fee-breakdown-heading" className={styles.cardTitle}>
        {t('payments.details.breakdown')}
      </h2>
      <dl className={styles.breakdown}>
        {lines.map((line) => (
          <div key={line.label} className={`${styles.breakdownLine} ${line.kind ? styles[line.kind] : ''}`}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {payment.freeQuickPayCount > 0 ? (
        <p className={styles.note}>
          {t('payments.details.freeQuickPay')}: {payment.freeQuickPayCount}
        </p>
      ) : null}
    </section>
  );
}
