import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BillSummary } from '#shared/schemas/bills.ts';
import { BillStateBadge } from '#web/components/paperwork/bill-state-badge.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { type ColumnHide, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { settlementsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import type { SettlementSortField } from '../lib/list-state.ts';

type Column = {
  field: SettlementSortField | null;
  key: string;
  numeric?: boolean;
  hide?: ColumnHide;
};

const columns: Column[] = [
  { field: 'loadOrInvoiceNumber', key: 'loadOrInvoiceNumber' },
  { field: 'payeeName', key: 'carrier' },
  { field: 'state', key: 'state' },
  { field: 'submittedAt', key: 'submittedAt' },
  { field: 'createdAt', key: 'createdAt', hide: 'tablet' },
  { field: null, key: 'documents', numeric: true, hide: 'narrow' },
  { field: 'totalAmount', key: 'totalAmount', numeric: true },
];

/**
 * The Settlements table (desktop and tablet): one row per bill, sortable by its headers, money
 * right-aligned in tabular figures; the least important columns give way on narrower screens.
 */
export function SettlementsTable({
  bills,
  sortField,
  sortAsc,
  onSort,
}: {
  bills: readonly BillSummary[];
  sortField: SettlementSortField;
  sortAsc: boolean;
  onSort: (field: SettlementSortField) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();

  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${listPage.table}`}>
        <SortableTableHead
          columns={columns.map((column) => ({ ...column, label: t(`settlements.columns.${column.key}`) }))}
          sortField={sortField}
          sortAsc={sortAsc}
          onSort={onSort}
        />
        <tbody>
          {bills.map((bill) => (
            <tr key={bill.id} data-testid="settlement-row">
              <td>
                <Link to={settlementsPaths.bill(bill.id)} className={listPage.numberLink}>
                  {bill.loadOrInvoiceNumber}
                </Link>
              </td>
              <td className={listPage.truncate} title={bill.payeeName}>
                {bill.payeeName}
              </td>
              <td>
                <BillStateBadge state={bill.state} />
              </td>
              <td>
                {bill.submittedAt ? (
                  format.dateTime(bill.submittedAt)
                ) : (
                  <span className={listPage.muted}>{t('settlements.notSubmitted')}</span>
                )}
              </td>
              <td className={listPage.hideTablet}>{format.date(bill.createdDate)}</td>
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
