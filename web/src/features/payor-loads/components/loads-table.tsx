import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type PayorLoadRow, PayorLoadSortField } from '#shared/schemas/payor-loads.ts';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { payorLoadsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { AdvanceBadge, LoadStatusBadge } from './load-badges.tsx';
import styles from './payor-loads.module.css';

/** The payor's loads, one row each, sortable by its headings; the rate right-aligned. */
export function PayorLoadsTable({
  items,
  sortField,
  sortAsc,
  onSort,
}: {
  items: readonly PayorLoadRow[];
  sortField: PayorLoadSortField;
  sortAsc: boolean;
  onSort: (field: PayorLoadSortField) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const place = (where: PayorLoadRow['origin']) => t('payorLoads.place', where);
  const columns: SortableColumn<PayorLoadSortField>[] = [
    { field: PayorLoadSortField.LoadNumber, label: t('payorLoads.columns.load') },
    { field: PayorLoadSortField.CarrierName, label: t('payorLoads.columns.carrier'), hide: 'mobile' },
    { field: PayorLoadSortField.PickupDate, label: t('payorLoads.columns.pickup'), hide: 'mobile' },
    { field: PayorLoadSortField.DeliveryDate, label: t('payorLoads.columns.delivery'), hide: 'tablet' },
    { field: PayorLoadSortField.Status, label: t('payorLoads.columns.status'), hide: 'mobile' },
    { field: PayorLoadSortField.RateCents, label: t('payorLoads.columns.rate'), numeric: true },
  ];
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${listPage.table}`}>
        <SortableTableHead columns={columns} sortField={sortField} sortAsc={sortAsc} onSort={onSort} />
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="payor-load-row">
              <td>
                <Link to={payorLoadsPaths.load(item.id)} className={listPage.numberLink} title={item.loadNumber}>
                  {item.loadNumber}
                </Link>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>{item.carrierName}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>{format.date(item.pickupDate)}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile} ${styles.wrap}`}>
                  {t('payorLoads.lane', { origin: place(item.origin), destination: place(item.destination) })}
                </span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>
                  <LoadStates item={item} />
                </span>
              </td>
              <td className={listPage.hideMobile}>
                {item.carrierName}
                <span className={listPage.subline}>
                  {t('payorLoads.lane', { origin: place(item.origin), destination: place(item.destination) })}
                </span>
              </td>
              <td className={listPage.hideMobile}>{format.date(item.pickupDate)}</td>
              <td className={listPage.hideTablet}>{format.date(item.deliveryDate)}</td>
              <td className={listPage.hideMobile}>
                <LoadStates item={item} />
              </td>
              <td className={listPage.num}>
                <strong>{format.money(item.rateCents, item.currencyId)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The load's status, and where its advance stands when it has one. */
function LoadStates({ item }: { item: PayorLoadRow }) {
  return (
    <span className={styles.states}>
      <LoadStatusBadge statusId={item.statusId} />
      {item.advanceStateId ? <AdvanceBadge stateId={item.advanceStateId} /> : null}
    </span>
  );
}
