import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HighwayAlertRow } from '#shared/schemas/payor-highway-alerts.ts';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { highwayAlertsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { AlertStatusBadge } from './alert-status.tsx';
import styles from './highway-alerts.module.css';

/** The carrier's numbers as the registry knows them ("DOT 1234567 · MC 654321"), dashes for a missing one. */
export function useCarrierNumbers() {
  const { t } = useTranslation();
  return (row: Pick<HighwayAlertRow, 'dotNumber' | 'mcNumber'>) =>
    t('highwayAlerts.numbers', { dot: row.dotNumber ?? '—', mc: row.mcNumber ?? '—' });
}

/** The payor's alerts, one row each: the carrier (opening the alert), status, what failed, since when, what it holds. */
export function HighwayAlertsTable({ items }: { items: readonly HighwayAlertRow[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const numbers = useCarrierNumbers();
  const failed = (row: HighwayAlertRow) =>
    row.failedChecks.map((check) => t(`highwayAlerts.checks.${check}`)).join(', ');
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${listPage.table}`}>
        <thead>
          <tr>
            <th scope="col">{t('highwayAlerts.columns.carrier')}</th>
            <th scope="col" className={listPage.hideMobile}>
              {t('highwayAlerts.columns.status')}
            </th>
            <th scope="col" className={listPage.hideMobile}>
              {t('highwayAlerts.columns.failed')}
            </th>
            <th scope="col" className={listPage.hideTablet}>
              {t('highwayAlerts.columns.raised')}
            </th>
            <th scope="col" className={listPage.num}>
              {t('highwayAlerts.columns.held')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((row) => (
            <tr key={row.id} data-testid="highway-alert-row">
              <td>
                <Link
                  to={highwayAlertsPaths.alert(row.id)}
                  className={listPage.numberLink}
                  aria-label={t('highwayAlerts.details.open', { carrier: row.carrierName })}
                >
                  {row.carrierName}
                </Link>
                <span className={listPage.subline}>{numbers(row)}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>
                  <AlertStatusBadge statusId={row.statusId} /> {failed(row)}
                </span>
              </td>
              <td className={listPage.hideMobile}>
                <AlertStatusBadge statusId={row.statusId} />
              </td>
              <td className={listPage.hideMobile}>{failed(row)}</td>
              <td className={listPage.hideTablet}>
                {format.dateTime(row.raisedAt)}
                <span className={listPage.subline}>
                  {t('highwayAlerts.expires', { date: format.date(row.expiresDate) })}
                </span>
              </td>
              <td className={listPage.num}>
                <strong>{row.heldInvoiceCount}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
