import { useTranslation } from 'react-i18next';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { PaidInvoice, PaymentDetails } from '#shared/schemas/payee-payments.ts';
import cardStyles from '../../../components/ui/card.module.css';
import dataTable from '../../../components/ui/data-table.module.css';
import { type Formatters, useFormatters } from '../../../lib/format.ts';
import styles from './payment-details.module.css';

/** The term an invoice was paid on: Standard Pay, QuickPay (2.5%), FREE QuickPay. */
export function termOf(
  invoice: PaidInvoice,
  t: (key: string, options?: Record<string, unknown>) => string,
  format: Formatters,
) {
  if (invoice.isFreeQuickPay) return t('payments.paymentTypes.freeQuickPay');
  if (invoice.paymentType === PaymentType.StandardPay) return t('payments.paymentTypes.1');
  return t(`payments.paymentTypes.${invoice.paymentType}`, {
    percentageFee: format.percentNumber(invoice.feeBps / 100),
  });
}

/** The invoices a payment paid, each with its gross, fee and net, and their totals. */
export function PaidInvoices({ payment }: { payment: PaymentDetails }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (cents: number) => format.money(cents, payment.currencyId);
  const total = (pick: (invoice: PaidInvoice) => number) => payment.invoices.reduce((sum, i) => sum + pick(i), 0);
  return (
    <section className={`${cardStyles.card} ${cardStyles.snug} ${styles.card}`} aria-labelledby="paid-invoices-heading">
      <div className={styles.cardHeader}>
        <h2 id="paid-invoices-heading" className={styles.cardTitle}>
          {t('payments.details.invoices')}
        </h2>
        <span className={styles.subtle}>{t('payments.details.invoicesCount', { count: payment.invoices.length })}</span>
      </div>
      <div className={styles.tableWrap}>
        <table className={`${dataTable.table} ${dataTable.stackOnPhones} ${styles.table}`}>
          <thead>
            <tr>
              <th scope="col">{t('payments.details.invoice')}</th>
              <th scope="col">{t('payments.details.payor')}</th>
              <th scope="col">{t('payments.details.term')}</th>
              <th scope="col" className={styles.numeric}>
                {t('payments.details.gross')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('payments.details.fee')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('payments.details.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {payment.invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td data-label={t('payments.details.invoice')}>
                  <span className={styles.number} title={invoice.invoiceNumber}>
                    {invoice.invoiceNumber}
                  </span>
                  <span className={`${styles.subtle} ${styles.number}`} title={invoice.loadNumber}>
                    {t('payments.details.load')} {invoice.loadNumber}
                  </span>
                </td>
                <td data-label={t('payments.details.payor')}>{invoice.payorName}</td>
                <td data-label={t('payments.details.term')}>
                  <span className={invoice.isFreeQuickPay ? styles.freeTag : undefined}>
                    {termOf(invoice, t, format)}
                  </span>
                </td>
                <td data-label={t('payments.details.gross')} className={styles.numeric}>
                  {money(invoice.grossCents)}
                </td>
                <td data-label={t('payments.details.fee')} className={styles.numeric}>
                  {money(invoice.feeCents)}
                </td>
                <td data-label={t('payments.details.net')} className={`${styles.numeric} ${styles.strong}`}>
                  {money(invoice.netCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('payments.report.totals')}
              </th>
              <td data-label={t('payments.details.gross')} className={styles.numeric}>
                {money(total((i) => i.grossCents))}
              </td>
              <td data-label={t('payments.details.fee')} className={styles.numeric}>
                {money(total((i) => i.feeCents))}
              </td>
              <td data-label={t('payments.details.net')} className={styles.numeric}>
                {money(total((i) => i.netCents))}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
