import { useTranslation } from 'react-i18next';
import { Alert } from '#web/components/ui/alert.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useFormatters } from '#web/lib/format.ts';
import { usePayorTerms } from '../api/get-payor-terms.ts';
import styles from './profile.module.css';

/** Profile → Terms: the payment terms the payor offers its carriers (read only: they are contractual). */
export function PayorTermsPanel() {
  const { t } = useTranslation();
  const format = useFormatters();
  const terms = usePayorTerms();
  if (terms.isPending) return <Skeleton kind="list" />;
  const data = terms.data;
  if (!data) return <Alert level="error">{t('payorProfile.loadFailed')}</Alert>;
  const fee = (bps: number) => format.percent(bps / 100);
  const days = (count: number) =>
    count === 0 ? t('payorProfile.terms.sameDay') : t('payorProfile.terms.inDays', { count });
  const rows = [
    {
      key: 'standardPay',
      detail: t('payorProfile.terms.standardPayDetail', { days: data.standardPay.termDays }),
    },
    {
      key: 'quickPay',
      detail: data.quickPay
        ? t('payorProfile.terms.quickPayDetail', { days: days(data.quickPay.termDays), fee: fee(data.quickPay.feeBps) })
        : null,
    },
    {
      key: 'freeQuickPay',
      detail:
        data.quickPay && data.freeQuickPayCount > 0
          ? t('payorProfile.terms.freeQuickPayDetail', { count: data.freeQuickPayCount })
          : null,
    },
    {
      key: 'guaranteedOnTimePay',
      detail: data.guaranteedOnTimePay
        ? t('payorProfile.terms.guaranteedOnTimePayDetail', {
            days: data.guaranteedOnTimePay.termDays,
            fee: fee(data.guaranteedOnTimePay.feeBps),
          })
        : null,
    },
  ] as const;
  return (
    <section className={cardStyles.card} aria-labelledby="payor-terms-heading">
      <div className={styles.stack}>
        <h2 id="payor-terms-heading" className={styles.cardTitle}>
          {t('payorProfile.terms.heading')}
        </h2>
        <p className={styles.muted}>{t('payorProfile.terms.intro')}</p>
      </div>
      <ul className={styles.terms} data-testid="payor-terms">
        {rows.map((row) => (
          <li key={row.key} className={styles.term} data-offered={row.detail !== null}>
            <span className={styles.termName}>{t(`payorProfile.terms.${row.key}`)}</span>
            <span className={row.detail === null ? styles.muted : undefined}>
              {row.detail ?? t('payorProfile.terms.notOffered')}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('payorProfile.terms.readOnly')}</p>
    </section>
  );
}
