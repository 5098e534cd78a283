import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { noaIntakeAddressOf } from '#shared/constants/noa-intake.ts';
import type { FactorDebtor } from '#shared/schemas/factor-clients.ts';
import dataTable from '#web/components/ui/data-table.module.css';
import { factorPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './factor-debtors.module.css';

type Amount = 'open' | 'approved' | 'held';
const amounts: readonly Amount[] = ['open', 'approved', 'held'];

/**
 * The factor's debtors, one row each: the debtor (its invoices one click away) with the address its
 * NOAs may be mailed to, the clients whose invoices come from it, and per currency what is open,
 * approved and held (amounts of two currencies never add up, so each has its own line).
 */
export function FactorDebtorsTable({ debtors }: { debtors: readonly FactorDebtor[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const label = (column: string) => t(`factorArea.debtors.columns.${column}`);
  return (
    <div className={dataTable.tableWrap}>
      <table
        className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
      >
        <thead>
          <tr>
            <th scope="col">{label('debtor')}</th>
            <th scope="col">{label('clients')}</th>
            {amounts.map((amount) => (
              <th key={amount} scope="col" className={dataTable.numeric}>
                {label(amount)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {debtors.map((debtor) => (
            <tr key={debtor.id} data-testid="factor-debtor-row">
              <td data-label={label('debtor')}>
                <span className={styles.debtorText}>
                  <Link to={factorPaths.invoices({ payorId: debtor.id })}>{debtor.name}</Link>
                  <span className={dataTable.cellNote}>{t('factorArea.debtors.intakeLabel')}</span>
                  <IntakeAddress address={noaIntakeAddressOf(debtor.id)} />
                </span>
              </td>
              <td data-label={label('clients')}>
                <ul className={styles.clients}>
                  {debtor.clients.map((client) => (
                    <li key={client.clientId}>
                      <Link to={factorPaths.client(client.clientId)}>{client.clientName}</Link>
                    </li>
                  ))}
                </ul>
              </td>
              {amounts.map((amount) => (
                <td key={amount} data-label={label(amount)} className={dataTable.numeric} data-amount={amount}>
                  {/* One element beside the phone's label, so that "None" sits at the right as amounts do. */}
                  {debtor.totals.length === 0 ? (
                    <span className={dataTable.cellNote}>{t('factorArea.debtors.noAmount')}</span>
                  ) : (
                    <ul className={styles.amounts}>
                      {debtor.totals.map((total) => (
                        <li key={total.currencyId}>
                          <strong>{format.money(total[amount].cents, total.currencyId)}</strong>
                          <span className={dataTable.cellNote}>
                            {t('factorArea.debtors.invoiceCount', { count: total[amount].count })}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A debtor's intake address, which may wrap after its `@` on a phone rather than inside a word
 * (a break that is not copied with the address).
 */
function IntakeAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <span className={dataTable.cellNote}>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}
