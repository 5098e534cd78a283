import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PayorRelationship } from '#shared/schemas/payor-relationships.ts';
import { carriersPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { ClaimedBadge, carrierNumbers, TermText } from './carrier-facts.tsx';
import styles from './carriers.module.css';

/** The grid view: a card a carrier with its open amount up front. */
export function CarriersGrid({ rows }: { rows: readonly PayorRelationship[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ul className={styles.grid} aria-label={t('carriers.title')}>
      {rows.map((row) => (
        <li key={row.id} className={styles.tile}>
          <div className={styles.tileHead}>
            <div>
              <Link to={carriersPaths.carrier(row.id)} className={styles.name}>
                {row.payee.name}
              </Link>
              <div className={styles.muted}>{carrierNumbers(t, row)}</div>
            </div>
            <ClaimedBadge isClaimed={row.isClaimed} />
          </div>
          <div className={styles.tileFigures}>
            <span className={styles.amount}>{format.money(row.availableInvoiceAmount, row.currencyType.id)}</span>
            <span className={styles.muted}>{t('carriers.invoiceCount', { count: row.availableInvoiceCount })}</span>
          </div>
          <div className={styles.muted}>
            <TermText term={row.defaultPaymentTerm} />
            {' · '}
            {row.assignedFactor?.name ?? t('carriers.noFactor')}
          </div>
        </li>
      ))}
    </ul>
  );
}
