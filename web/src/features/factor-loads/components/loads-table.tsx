import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type FactorLoadRow, FactorLoadSortField } from '#shared/schemas/factor-loads.ts';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { factorPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './factor-loads.module.css';
import { FactorLoadStatusBadge } from './load-status-badge.tsx';

/**
 * The factor's loads, one row each, sortable by number, pickup and invoiced amount: client and
 * debtor, the lane, pickup with delivery under it (six columns fit beside the navigation at 1280 px),
 * the status, and the invoices' count and amount. On a phone the number cell carries the client,
 * debtor, lane, pickup and status as lines of its own.
 */
export function FactorLoadsTable({
  items,
  sortField,
  sortAsc,
  onSort,
}: {
  items: readonly FactorLoadRow[];
  sortField: FactorLoadSortField;
  sortAsc: boolean;
  onSort: (field: FactorLoadSortField) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const column = (name: string) => t(`factorArea.loads.columns.${name}`);
  const place = (where: FactorLoadRow['origin']) => t('factorArea.loads.place', where);
  const lane = (item: FactorLoadRow) =>
    t('factorArea.loads.lane', { origin: place(item.origin), destination: place(item.destination) });
  const columns: SortableColumn<FactorLoadSortField>[] = [
    { field: FactorLoadSortField.LoadNumber, label: column('load') },
    { field: null, label: column('client'), hide: 'mobile' },
    { field: null, label: column('lane'), hide: 'tablet' },
    { field: FactorLoadSortField.PickupDate, label: column('dates'), hide: 'mobile' },
    { field: null, label: column('status'), hide: 'mobile' },
    { field: FactorLoadSortField.InvoiceCents, label: column('invoiced'), numeric: true },
  ];
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${listPage.table}`}>
        <SortableTableHead columns={columns} sortField={sortField} sortAsc={sortAsc} onSort={onSort} />
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="factor-load-row">
              <td>
                <Link to={factorPaths.load(item.id)} className={listPage.numberLink} title={item.loadNumber}>
                  {item.loadNumber}
                </Link>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>{item.clientName}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>{item.debtorName}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>{lane(item)}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>
                  {t('factorArea.loads.pickedUp', { date: format.date(item.pickupDate) })}
                </span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>
                  <FactorLoadStatusBadge statusId={item.statusId} />
                </span>
              </td>
              <td className={listPage.hideMobile}>
                {item.clientName}
                <span className={listPage.subline}>{item.debtorName}</span>
              </td>
              <td className={listPage.hideTablet}>{lane(item)}</td>
              <td className={listPage.hideMobile}>
                {format.date(item.pickupDate)}
                <span className={listPage.subline}>
                  {t('factorArea.loads.delivered', { date: format.date(item.deliveryDate) })}
                </span>
              </td>
              <td className={listPage.hideMobile}>
                <FactorLoadStatusBadge statusId={item.statusId} />
              </td>
              <td className={listPage.num}>
                <strong data-testid="load-invoiced">{format.money(item.invoiceCents, item.currencyId)}</strong>
                <span className={listPage.subline}>
                  {t('factorArea.loads.invoiceCount', { count: item.invoiceCount })}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
