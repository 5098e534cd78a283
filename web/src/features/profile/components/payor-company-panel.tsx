import { useTranslation } from 'react-i18next';
import { Alert } from '#web/components/ui/alert.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { currencyCode } from '#web/lib/format.ts';
import { usePayorCompany } from '../api/get-payor-company.ts';
import styles from './profile.module.css';

/** Profile → Company: the payor company as LanePay has it on record (read only). */
export function PayorCompanyPanel() {
  const { t } = useTranslation();
  const company = usePayorCompany();
  if (company.isPending) return <Skeleton kind="list" />;
  const data = company.data;
  if (!data) return <Alert level="error">{t('payorProfile.loadFailed')}</Alert>;
  const notOnRecord = <span className={styles.muted}>{t('payorProfile.company.notOnRecord')}</span>;
  return (
    <section className={cardStyles.card} aria-labelledby="payor-company-heading">
      <div className={styles.stack}>
        <h2 id="payor-company-heading" className={styles.cardTitle}>
          {t('payorProfile.company.heading')}
        </h2>
        <p className={styles.muted}>{t('payorProfile.company.intro')}</p>
      </div>
      <dl className={styles.details} data-testid="payor-company">
        <dt>{t('payorProfile.company.name')}</dt>
        <dd>{data.name}</dd>
        <dt>{t('payorProfile.company.mcNumber')}</dt>
        <dd>{data.mcNumber ?? notOnRecord}</dd>
        <dt>{t('payorProfile.company.dotNumber')}</dt>
        <dd>{data.dotNumber ?? notOnRecord}</dd>
        <dt>{t('payorProfile.company.kind')}</dt>
        <dd>{data.payorKindId === null ? notOnRecord : t(`payorProfile.company.kinds.${data.payorKindId}`)}</dd>
        <dt>{t('payorProfile.company.category')}</dt>
        <dd>
          {data.payorCategoryId === null ? notOnRecord : t(`payorProfile.company.categories.${data.payorCategoryId}`)}
        </dd>
        <dt>{t('payorProfile.company.currency')}</dt>
        <dd>
          {data.currencyId === null ? (
            <span className={styles.muted}>{t('payorProfile.company.noCurrency')}</span>
          ) : (
            currencyCode(data.currencyId)
          )}
        </dd>
        <dt>{t('payorProfile.company.highway')}</dt>
        <dd>{t(data.isHighwaySubscriber ? 'payorProfile.company.highwayOn' : 'payorProfile.company.highwayOff')}</dd>
      </dl>
    </section>
  );
}
