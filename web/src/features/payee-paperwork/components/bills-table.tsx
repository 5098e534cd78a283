import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BillSummary } from '#shared/schemas/bills.ts';
import { BillStateBadge } from '#web/components/paperwork/bill-state-badge.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { paperworkPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import type { BillSortField } from '../lib/list-state.ts';
import styles from './paperwork.module.css';

/**
 * The list on wider screens: one row per bill, sortable by its headers, amounts right-aligned in
 * tabular figures. Phones get cards instead (`BillsCards`), so nothing scrolls sideways.
 */
export function BillsTable({
  bills,
  sortField,
  sortAsc,
  onSort,
}: {
  bills: readonly BillSummary[];
  sortField: BillSortField;
  sortAsc: boolean;
  onSort: (field: BillSortField) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns: SortableColumn<BillSortField>[] = [
    { field: 'loadOrInvoiceNumber', label: t('paperwork.list.columns.loadNumber') },
    { field: 'payorName', label: t('paperwork.list.columns.payor') },
    { field: 'state', label: t('paperwork.list.columns.state') },
    { field: 'createdAt', label: t('paperwork.list.columns.created'), hide: 'tablet' },
    { field: 'submittedAt', label: t('paperwork.list.columns.submitted'), hide: 'narrow' },
    { field: null, label: t('paperwork.list.columns.documents'), numeric: true, hide: 'narrow' },
    { field: 'totalAmount', label: t('paperwork.list.columns.total'), numeric: true },
  ];
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${listPage.table}`}>
        <SortableTableHead columns={columns} sortField={sortField} sortAsc={sortAsc} onSort={onSort} />
        <tbody>
          {bills.map((bill) => (
            <tr key={bill.id} data-testid="bill-row">
              <td>
                <Link to={paperworkPaths.bill(bill.id)} className={listPage.numberLink}>
                  {bill.loadOrInvoiceNumber}
                </Link>
                {bill.sentToAdminBy ? (
                  <span className={listPage.subline}>
                    {t('paperwork.list.uploadedBy', { name: bill.sentToAdminBy })}
                  </span>
                ) : null}
              </td>
              <td className={listPage.truncate}>{bill.payorName}</td>
              <td>
                <BillStateBadge state={bill.state} />
              </td>
              <td className={listPage.hideTablet}>{format.instantDate(bill.createdAt)}</td>
              <td className={listPage.hideNarrow}>
                {bill.submittedAt ? format.instantDate(bill.submittedAt) : <span className={listPage.muted}>—</span>}
              </td>
              <td className={`${listPage.num} ${listPage.hideNarrow}`}>{format.count(bill.documentCount)}</td>
              <td className={listPage.num}>
                <strong>{format.money(bill.totalAmount, bill.currencyTypeId)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The list on phones: one card per bill, the number and state first, the total beside the broker. */
export function BillsCards({ bills }: { bills: readonly BillSummary[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ul className={`${listPage.phoneCards} ${styles.cards}`}>
      {bills.map((bill) => (
        <li key={bill.id}>
          <Link
            to={paperworkPaths.bill(bill.id)}
            className={`${listPage.phoneCard} ${styles.billCard}`}
            data-testid="bill-card"
            aria-label={t('paperwork.list.open', { number: bill.loadOrInvoiceNumber })}
          >
            <span className={styles.billCardTop}>
              <span className={`${listPage.phoneCardNumber} ${styles.billCardNumber}`}>{bill.loadOrInvoiceNumber}</span>
              <BillStateBadge state={bill.state} />
            </span>
            <span className={styles.billCardRow}>
              <span className={listPage.phoneCardName}>{bill.payorName}</span>
              <strong className={styles.billCardAmount}>{format.money(bill.totalAmount, bill.currencyTypeId)}</strong>
            </span>
            <span className={listPage.phoneCardMeta}>
              <span>{t('paperwork.list.createdOn', { date: format.instantDate(bill.createdAt) })}</span>
              <span>{t('paperwork.list.documentCount', { count: bill.documentCount })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
