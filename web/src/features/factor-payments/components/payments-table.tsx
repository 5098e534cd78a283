import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FactorPaymentRow } from '#shared/schemas/factor-payments.ts';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { factorPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './factor-payments.module.css';

/**
 * The payments to the factor, newest first: the payment's code and date, the client and debtor whose
 * invoices it paid, how many, and what reached the factor. On a phone the first cell carries the date
 * and the client as lines of its own.
 */
export function FactorPaymentsTable({ items }: { items: readonly FactorPaymentRow[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const column = (name: string) => t(`factorArea.payments.columns.${name}`);
  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${listPage.table}`}>
        <thead>
          <tr>
            <th scope="col">{column('payment')}</th>
            <th scope="col" className={listPage.hideMobile}>
              {column('paid')}
            </th>
            <th scope="col" className={listPage.hideMobile}>
              {column('client')}
            </th>
            <th scope="col" className={listPage.hideTablet}>
              {column('invoices')}
            </th>
            <th scope="col" className={listPage.num}>
              {column('net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((payment) => (
            <tr key={payment.id} data-testid="factor-payment-row">
              <td>
                <Link to={factorPaths.payment(payment.id)} className={listPage.numberLink}>
                  {payment.code}
                </Link>
                <span className={listPage.subline}>{format.method(payment.methodType)}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>{format.date(payment.paidDate)}</span>
                <span className={`${listPage.subline} ${styles.onlyMobile}`}>{payment.clientName}</span>
              </td>
              <td className={listPage.hideMobile}>{format.date(payment.paidDate)}</td>
              <td className={listPage.hideMobile}>
                {payment.clientName}
                <span className={listPage.subline}>{payment.debtorName}</span>
              </td>
              <td className={listPage.hideTablet}>
                {t('factorArea.payments.invoiceCount', { count: payment.invoiceCount })}
              </td>
              <td className={listPage.num}>
                <strong>{format.money(payment.netCents, payment.currencyId)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
