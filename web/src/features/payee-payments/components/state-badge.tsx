import { useTranslation } from 'react-i18next';
import type { PaymentState } from '#shared/enums/payment-state.ts';
import styles from './payments.module.css';

/** A payment's state as a small coloured label. */
export function StateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${styles[`badge-${state}`] ?? ''}`}>{t(`payments.states.${state}`)}</span>;
}
