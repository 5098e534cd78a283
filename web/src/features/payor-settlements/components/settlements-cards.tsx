import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BillSummary } from '#shared/schemas/bills.ts';
import { BillStateBadge } from '#web/components/paperwork/bill-state-badge.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { settlementsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './settlements.module.css';

/** Settlements on a phone: one card per bill, its number and total first, then carrier, state and dates. */
export function SettlementsCards({ bills }: { bills: readonly BillSummary[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ul className={listPage.phoneCards}>
      {bills.map((bill) => (
        <li key={bill.id}>
          <Link
            to={settlementsPaths.bill(bill.id)}
            className={`${listPage.phoneCard} ${styles.billCard}`}
            aria-label={t('settlements.card.open', { number: bill.loadOrInvoiceNumber })}
            data-testid="settlement-card"
          >
            <span className={listPage.phoneCardNumber}>{bill.loadOrInvoiceNumber}</span>
            <span className={styles.billCardAmount}>{format.money(bill.totalAmount, bill.currencyTypeId)}</span>
            <span className={listPage.phoneCardName}>{bill.payeeName}</span>
            <span className={styles.billCardState}>
              <BillStateBadge state={bill.state} />
            </span>
            <span className={`${listPage.phoneCardMeta} ${styles.billCardMeta}`}>
              <span>
                {bill.submittedAt
                  ? t('settlements.card.submitted', { date: format.instantDate(bill.submittedAt) })
                  : t('settlements.card.notSubmitted')}
              </span>
              <span>{t('settlements.card.documents', { count: bill.documentCount })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
