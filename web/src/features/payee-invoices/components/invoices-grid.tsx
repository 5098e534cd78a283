import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentType } from '#shared/enums/document-type.ts';
import type { InvoiceListItem } from '#shared/schemas/payee-invoices.ts';
import { StatusBadge } from '#web/components/invoices/status-badge.tsx';
import { useFormatters } from '#web/lib/format.ts';
import styles from './invoices.module.css';
import { rowLink } from './invoices-table.tsx';
import { TermLabel } from './term-label.tsx';

/** The grid view: one card per invoice or credit note, the net amount first. */
export function InvoicesGrid({ items }: { items: readonly InvoiceListItem[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={`${item.documentTypeId}-${item.id}`}>
          <Link
            to={rowLink(item)}
            className={styles.gridCard}
            aria-label={t('invoices.grid.open', { number: item.number })}
            data-testid="invoice-card"
          >
            <div className={styles.gridTop}>
              <span className={styles.gridNumber} title={item.number}>
                {item.number}
                {item.documentTypeId === DocumentType.CreditNote ? (
                  <span className={styles.docTag}>{t('invoices.documentTypes.2')}</span>
                ) : null}
              </span>
              <StatusBadge statusId={item.statusId} creditNoteStatus={item.creditNoteStatus} />
            </div>
            <span className={styles.gridPayor}>{item.payorName}</span>
            <span className={`${styles.gridAmount} ${item.netCents < 0 ? styles.negative : ''}`}>
              {format.money(item.netCents, item.currencyId)}
            </span>
            <TermLabel label={item.termLabel} percentageFee={item.percentageFee} />
            <div className={styles.gridMeta}>
              <span>{t('invoices.grid.uploaded', { date: format.date(item.uploadedDate) })}</span>
              {item.expectedPayDate ? (
                <span>{t('invoices.grid.expected', { date: format.date(item.expectedPayDate) })}</span>
              ) : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
