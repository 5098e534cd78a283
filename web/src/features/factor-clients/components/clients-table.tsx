import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FactorClient } from '#shared/schemas/factor-clients.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { factorPaths } from '#web/config/paths.ts';
import { useClientNumbers } from './client-numbers.ts';
import styles from './factor-clients.module.css';
import { FactorOfRecordBadge } from './factor-of-record-badge.tsx';

/**
 * The factor's clients, one row each: the client (MC and DOT under its name), the debtors assigned
 * to the factor, whether the factor is its factor of record, and how many holds stand. On a phone
 * the client cell carries the rest as lines of its own.
 */
export function FactorClientsTable({ items }: { items: readonly FactorClient[] }) {
  const { t } = useTranslation();
  const numbers = useClientNumbers();
  const column = (name: string) => t(`factorArea.clients.columns.${name}`);
  const holdsOf = (client: FactorClient) => client.debtors.reduce((sum, debtor) => sum + debtor.holds.length, 0);
  const holdBadge = (count: number) =>
    count === 0 ? (
      <Badge tone="neutral">{t('factorArea.clients.noHolds')}</Badge>
    ) : (
      <Badge tone="warning">{t('factorArea.clients.holdCount', { count })}</Badge>
    );
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${listPage.table}`}>
        <thead>
          <tr>
            <th scope="col">{column('client')}</th>
            <th scope="col" className={listPage.hideMobile}>
              {column('debtors')}
            </th>
            <th scope="col" className={listPage.hideMobile}>
              {column('factorOfRecord')}
            </th>
            <th scope="col">{column('holds')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((client) => (
            <tr key={client.id} data-testid="factor-client-row">
              <td>
                <Link to={factorPaths.client(client.id)} className={listPage.numberLink}>
                  {client.name}
                </Link>
                <span className={listPage.subline}>{numbers(client)}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>
                  {client.debtors.map((debtor) => debtor.debtorName).join(', ')}
                </span>
              </td>
              <td className={listPage.hideMobile}>{client.debtors.map((debtor) => debtor.debtorName).join(', ')}</td>
              <td className={listPage.hideMobile}>
                <FactorOfRecordBadge state={client.factorOfRecord} />
              </td>
              <td>{holdBadge(holdsOf(client))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
