import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type FactorInvoiceRow, FactorInvoiceSortField } from '#shared/schemas/factor-invoices.ts';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { factorPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './factor-invoices.module.css';
import { FactorInvoiceStatusBadge } from './status-badge.tsx';

/**
 * The factor's invoices, one row each, sortable by number, dates and amount: the client and debtor,
 * the status in the factor's words (an approved one with its scheduled pay date). On a phone the
 * number cell carries the client, debtor and status as lines of its own.
 */
export function FactorInvoicesTable({
  items,
  sortField,
  sortAsc,
  onSort,
}: {
  items: readonly FactorInvoiceRow[];
  sortField: FactorInvoiceSortField;
  sortAsc: boolean;
  onSort: (field: FactorInvoiceSortField) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const column = (name: string) => t(`factorArea.invoices.columns.${name}`);
  const columns: SortableColumn<FactorInvoiceSortField>[] = [
    { field: FactorInvoiceSortField.InvoiceNumber, label: column('invoice') },
    { field: null, label: column('client'), hide: 'mobile' },
    { field: FactorInvoiceSortField.UploadedDate, label: column('uploaded'), hide: 'tablet' },
    { field: FactorInvoiceSortField.ExpectedPayDate, label: column('expectedPayDate'), hide: 'tablet' },
    { field: null, label: column('status'), hide: 'mobile' },
    { field: FactorInvoiceSortField.GrossCents, label: column('amount'), numeric: true },
  ];
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${listPage.table}`}>
        <SortableTableHead columns={columns} sortField={sortField} sortAsc={sortAsc} onSort={onSort} />
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="factor-invoice-row">
              <td>
                <Link to={factorPaths.invoice(item.id)} className={listPage.numberLink} title={item.invoiceNumber}>
                  {item.invoiceNumber}
                </Link>
                <span className={listPage.subline}>{t('factorArea.invoices.load', { number: item.loadNumber })}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>{item.clientName}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>{item.debtorName}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>
                  <FactorInvoiceStatusBadge status={item.status} />
                </span>
              </td>
              <td className={listPage.hideMobile}>
                {item.clientName}
                <span className={listPage.subline}>{item.debtorName}</span>
              </td>
              <td className={listPage.hideTablet}>{format.date(item.uploadedDate)}</td>
              <td className={listPage.hideTablet}>{item.expectedPayDate ? format.date(item.expectedPayDate) : '—'}</td>
              <td className={listPage.hideMobile}>
                <FactorInvoiceStatusBadge status={item.status} />
              </td>
              <td className={listPage.num}>
                <strong>{format.money(item.grossCents, item.currencyId)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
