import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PayorRelationship } from '#shared/schemas/payor-relationships.ts';
import dataTable from '#web/components/ui/data-table.module.css';
import { carriersPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { ClaimedBadge, ContactList, carrierNumbers, TermText } from './carrier-facts.tsx';
import styles from './carriers.module.css';

/** The list view: one row a carrier, the name linking to its page; rows become cards on phones. */
export function CarriersTable({ rows }: { rows: readonly PayorRelationship[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className={dataTable.tableWrap}>
      <table
        className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
      >
        <thead>
          <tr>
            <th scope="col">{t('carriers.columns.carrier')}</th>
            <th scope="col">{t('carriers.columns.status')}</th>
            <th scope="col">{t('carriers.columns.factor')}</th>
            <th scope="col" className={styles.numeric}>
              {t('carriers.columns.openInvoices')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('carriers.columns.openAmount')}
            </th>
            <th scope="col">{t('carriers.columns.term')}</th>
            <th scope="col">{t('carriers.columns.contacts')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label={t('carriers.columns.carrier')}>
                <Link to={carriersPaths.carrier(row.id)} className={styles.name}>
                  {row.payee.name}
                </Link>
                <div className={styles.muted}>{carrierNumbers(t, row)}</div>
              </td>
              <td data-label={t('carriers.columns.status')}>
                <ClaimedBadge isClaimed={row.isClaimed} />
              </td>
              <td data-label={t('carriers.columns.factor')}>{row.assignedFactor?.name ?? t('carriers.noFactor')}</td>
              <td data-label={t('carriers.columns.openInvoices')} className={styles.numeric}>
                {row.availableInvoiceCount}
              </td>
              <td data-label={t('carriers.columns.openAmount')} className={styles.numeric}>
                {format.money(row.availableInvoiceAmount, row.currencyType.id)}
              </td>
              <td data-label={t('carriers.columns.term')}>
                <TermText term={row.defaultPaymentTerm} />
              </td>
              <td data-label={t('carriers.columns.contacts')}>
                <ContactList methods={row.contactMethods} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
