import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { processingTimes } from '#shared/constants/payments.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import buttonStyles from '#web/components/ui/button.module.css';
import { paths } from '#web/config/paths.ts';
import styles from './loadpay.module.css';

/**
 * The wallet's LoadPay choice (seeds 000 §2.5: a linked digital bank account option): what it is
 * and a link to the top-level link-LoadPay-account page.
 */
export function LoadPayPromo() {
  const { t } = useTranslation();
  const time = processingTimes[PaymentMethodType.LoadPay] ?? { min: 0, max: 5 };
  return (
    <div className={styles.promo}>
      <span className={styles.promoText}>
        <span className={styles.promoTitle}>{t('wallet.loadPayLink.promoTitle')}</span>
        <span className={styles.muted}>{t('wallet.loadPayLink.promoText', { min: time.min, max: time.max })}</span>
      </span>
      <Link to={paths.linkLoadPayAccount} className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
        {t('wallet.loadPayLink.action')}
      </Link>
    </div>
  );
}
