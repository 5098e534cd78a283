import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import type { PaymentDetails } from '#shared/schemas/payee-payments.ts';
import cardStyles from '#web/components/ui/card.module.css';
import { useFormatters } from '#web/lib/format.ts';
import styles from './payment-details.module.css';
import { StateBadge } from './state-badge.tsx';

const checkMethods = new Set<number>([PaymentMethodType.Check, PaymentMethodType.CadCheck]);

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`${styles.fact} ${wide ? styles.factWide : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What a payment is (seeds 000 §3 Payment): the net paid in large type, then its code,
 * confirmation number, paid date, payout type, where it went and how long it takes to arrive,
 * check number and cashed for checks, the loads and the free QuickPay count.
 */
export function PaymentSummary({ payment }: { payment: PaymentDetails }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const processing = payment.processingTime;
  return (
    <section
      className={`${cardStyles.card} ${cardStyles.snug} ${styles.card}`}
      aria-labelledby="payment-summary-heading"
    >
      <div className={styles.hero}>
        <div>
          <h2 id="payment-summary-heading" className={styles.cardTitle}>
            {t('payments.details.net')}
          </h2>
          <p className={styles.heroAmount}>{format.money(payment.netCents, payment.currencyId)}</p>
          <p className={styles.heroMeta}>
            {format.date(payment.paidDate)} · {format.currencyCode(payment.currencyId)}
          </p>
        </div>
        <StateBadge state={payment.state} />
      </div>
      <dl className={styles.facts}>
        <Fact label={t('payments.details.code')}>
          <span className={styles.mono}>{payment.code}</span>
        </Fact>
        <Fact label={t('payments.details.confirmationNumber')}>
          <span className={styles.mono}>{payment.confirmationNumber}</span>
        </Fact>
        <Fact label={t('payments.details.paidDate')}>{format.date(payment.paidDate)}</Fact>
        <Fact label={t('payments.details.payoutType')}>{t(`payments.payoutTypes.${payment.payoutType}`)}</Fact>
        <Fact label={t('payments.details.paidTo')}>
          {payment.paidTo.kind === 'factor' ? (
            <>
              {t('payments.factoredAccount')}
              <span className={styles.subtle}>{payment.paidTo.factorName}</span>
            </>
          ) : (
            <>
              {payment.bankAccount.name}
              {payment.bankAccount.description ? (
                <span className={styles.subtle}>{payment.bankAccount.description}</span>
              ) : null}
            </>
          )}
        </Fact>
        <Fact label={t('payments.details.method')}>
          {format.method(payment.methodType)}
          {processing ? (
            <span className={styles.subtle}>
              {t('payments.details.processingTime')}: {t(`payments.processingTime.${processing.unit}`, processing)}
            </span>
          ) : null}
        </Fact>
        {checkMethods.has(payment.methodType) || payment.checkNumber ? (
          <>
            <Fact label={t('payments.details.checkNumber')}>{payment.checkNumber ?? '—'}</Fact>
            <Fact label={t('payments.details.checkCashed')}>
              {payment.checkCashed === null ? '—' : payment.checkCashed ? t('common.yes') : t('common.no')}
            </Fact>
          </>
        ) : null}
        {payment.freeQuickPayCount > 0 ? (
          <Fact label={t('payments.details.freeQuickPay')}>{payment.freeQuickPayCount}</Fact>
        ) : null}
        <Fact label={t('payments.details.loadNumbers')} wide>
          <span className={styles.loads}>
            {payment.loadNumbers.map((load) => (
              <span key={load} className={styles.loadChip}>
                {load}
              </span>
            ))}
          </span>
        </Fact>
      </dl>
    </section>
  );
}
