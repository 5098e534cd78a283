import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type PayorInvoiceRow, PayorInvoiceSortField } from '#shared/schemas/payor-invoices.ts';
import { StatusBadge } from '#web/components/invoices/status-badge.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { payorInvoicesPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './payor-invoices.module.css';

/**
 * The payor's invoices, one row each, sortable by its headings, money right-aligned; a checkbox
 * per row (and one for the page) picks the invoices a review applies to, when the user may review.
 */
export function PayorInvoicesTable({
  items,
  sortField,
  sortAsc,
  onSort,
  selected,
  onSelect,
}: {
  items: readonly PayorInvoiceRow[];
  sortField: PayorInvoiceSortField;
  sortAsc: boolean;
  onSort: (field: PayorInvoiceSortField) => void;
  /** Ids picked for a review; null when the user may not review. */
  selected: ReadonlySet<number> | null;
  onSelect: (ids: readonly number[], picked: boolean) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const allPicked = selected !== null && items.length > 0 && items.every((item) => selected.has(item.id));
  const columns: SortableColumn<PayorInvoiceSortField>[] = [
    { field: PayorInvoiceSortField.InvoiceNumber, label: t('payorInvoices.columns.invoice') },
    { field: PayorInvoiceSortField.CarrierName, label: t('payorInvoices.columns.carrier'), hide: 'mobile' },
    { field: PayorInvoiceSortField.Status, label: t('payorInvoices.columns.status'), hide: 'mobile' },
    { field: PayorInvoiceSortField.UploadedDate, label: t('payorInvoices.columns.uploadedDate'), hide: 'mobile' },
    { field: PayorInvoiceSortField.ExpectedPayDate, label: t('payorInvoices.columns.expectedPayDate'), hide: 'tablet' },
    { field: PayorInvoiceSortField.GrossCents, label: t('payorInvoices.columns.amount'), numeric: true },
  ];
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${listPage.table}`}>
        {selected !== null ? (
          <colgroup>
            <col className={styles.selectColumn} />
          </colgroup>
        ) : null}
        <SortableTableHead
          columns={columns}
          sortField={sortField}
          sortAsc={sortAsc}
          onSort={onSort}
          leading={
            selected !== null ? (
              <th scope="col" className={styles.selectCell}>
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={allPicked}
                  aria-label={t('payorInvoices.selectAll')}
                  onChange={(event) =>
                    onSelect(
                      items.map((item) => item.id),
                      event.target.checked,
                    )
                  }
                />
              </th>
            ) : null
          }
        />
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="payor-invoice-row">
              {selected !== null ? (
                <td className={styles.selectCell}>
                  <input
                    type="checkbox"
                    className={styles.check}
                    checked={selected.has(item.id)}
                    aria-label={t('payorInvoices.selectRow', { number: item.invoiceNumber })}
                    onChange={(event) => onSelect([item.id], event.target.checked)}
                  />
                </td>
              ) : null}
              <td>
                <Link
                  to={payorInvoicesPaths.invoice(item.id)}
                  className={listPage.numberLink}
                  title={item.invoiceNumber}
                >
                  {item.invoiceNumber}
                </Link>
                <span className={`${listPage.subline} ${listPage.hideMobile}`}>
                  {t('payorInvoices.columns.loadNumber')} {item.loadNumber}
                </span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>{item.carrierName}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>
                  <InvoiceState item={item} />
                </span>
              </td>
              <td className={listPage.hideMobile}>{item.carrierName}</td>
              <td className={listPage.hideMobile}>
                <InvoiceState item={item} />
              </td>
              <td className={listPage.hideMobile}>{format.date(item.uploadedDate)}</td>
              <td className={listPage.hideTablet}>
                {item.expectedPayDate ? format.date(item.expectedPayDate) : <span className={listPage.muted}>—</span>}
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

/** The status, and for a hold its reason. */
function InvoiceState({ item }: { item: PayorInvoiceRow }) {
  const { t } = useTranslation();
  return (
    <>
      <StatusBadge statusId={item.statusId} />
      {item.holdReasonId ? (
        <span className={listPage.subline}>{t(`invoices.holdReasons.${item.holdReasonId}`)}</span>
      ) : null}
    </>
  );
}
