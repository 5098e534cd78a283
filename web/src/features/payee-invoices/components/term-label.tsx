import { useTranslation } from 'react-i18next';
import type { TermLabel as Label } from '#shared/schemas/payee-invoices.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './invoices.module.css';

/** How an invoice is paid, as the seeds label it: 'QuickPay (2.5%)', 'FREE QuickPay', 'Factored account', … */
export function TermLabel({ label, percentageFee }: { label: Label | null; percentageFee: number | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!label) return <span className={styles.muted}>—</span>;
  const className = label === 'freeQuickPay' ? styles.termFree : label === 'quickPay' ? styles.termQuick : undefined;
  return (
    <span className={`${styles.term} ${className ?? ''}`}>
      {t(`invoices.terms.${label}`, { percentageFee: format.percentNumber(percentageFee ?? 0) })}
    </span>
  );
}
