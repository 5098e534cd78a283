import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentType } from '#shared/enums/document-type.ts';
import { type InvoiceListItem, InvoiceSortField } from '#shared/schemas/payee-invoices.ts';
import { StatusBadge } from '#web/components/invoices/status-badge.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { invoicesPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './invoices.module.css';
import { TermLabel } from './term-label.tsx';

/** Where a row leads: its invoice or credit note page. */
export function rowLink(item: InvoiceListItem): string {
  return item.documentTypeId === DocumentType.CreditNote
    ? invoicesPaths.creditNote(item.id)
    : invoicesPaths.invoice(item.id);
}

/**
 * The list view: one row per invoice or credit note, sortable by its headers, money right-aligned
 * in tabular figures; the load number sits under the invoice number and the payment term under
 * the net amount it produces. Less important columns give way on narrower screens.
 */
export function InvoicesTable({
  items,
  sortField,
  sortAsc,
  onSort,
}: {
  items: readonly InvoiceListItem[];
  sortField: InvoiceSortField;
  sortAsc: boolean;
  onSort: (field: InvoiceSortField) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns: SortableColumn<InvoiceSortField>[] = [
    { field: InvoiceSortField.Number, label: t('invoices.columns.number') },
    { field: InvoiceSortField.PayorName, label: t('invoices.columns.payor'), hide: 'mobile' },
    { field: InvoiceSortField.Status, label: t('invoices.columns.status') },
    { field: InvoiceSortField.UploadedDate, label: t('invoices.columns.uploadedDate'), hide: 'mobile' },
    { field: InvoiceSortField.ExpectedPayDate, label: t('invoices.columns.expectedPayDate'), hide: 'tablet' },
    { field: InvoiceSortField.GrossCents, label: t('invoices.columns.gross'), numeric: true, hide: 'narrow' },
    { field: InvoiceSortField.NetCents, label: t('invoices.columns.net'), numeric: true },
  ];

  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${listPage.table} ${styles.table}`}>
        <SortableTableHead columns={columns} sortField={sortField} sortAsc={sortAsc} onSort={onSort} />
        <tbody>
          {items.map((item) => {
            const credit = item.documentTypeId === DocumentType.CreditNote;
            return (
              <tr key={`${item.documentTypeId}-${item.id}`} data-testid="invoice-row">
                <td className={styles.numberCell}>
                  <Link to={rowLink(item)} className={listPage.numberLink} title={item.number}>
                    {item.number}
                  </Link>
                  {credit ? <span className={styles.docTag}>{t('invoices.documentTypes.2')}</span> : null}
                  {item.loadNumber ? (
                    <span className={`${listPage.subline} ${listPage.hideMobile}`}>
                      {t('invoices.columns.loadNumber')} {item.loadNumber}
                    </span>
                  ) : null}
                </td>
                <td className={listPage.hideMobile}>{item.payorName}</td>
                <td>
                  <StatusBadge statusId={item.statusId} creditNoteStatus={item.creditNoteStatus} />
                </td>
                <td className={listPage.hideMobile}>{format.date(item.uploadedDate)}</td>
                <td className={listPage.hideTablet}>
                  {item.expectedPayDate ? format.date(item.expectedPayDate) : <span className={listPage.muted}>—</span>}
                </td>
                <td className={`${listPage.num} ${listPage.hideNarrow} ${item.grossCents < 0 ? styles.negative : ''}`}>
                  {format.money(item.grossCents, item.currencyId)}
                </td>
                <td className={`${listPage.num} ${item.netCents < 0 ? styles.negative : ''}`}>
                  <strong>{format.money(item.netCents, item.currencyId)}</strong>
                  {item.termLabel ? (
                    <span className={`${listPage.subline} ${styles.wrap}`}>
                      <TermLabel label={item.termLabel} percentageFee={item.percentageFee} />
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
