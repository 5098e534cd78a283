import { useTranslation } from 'react-i18next';
import type { PaymentDetails, RefundedFeeInvoice } from '#shared/schemas/payee-payments.ts';
import cardStyles from '../../../components/ui/card.module.css';
import dataTable from '../../../components/ui/data-table.module.css';
import { useFormatters } from '../../../lib/format.ts';
import { termOf } from './paid-invoices.tsx';
import styles from './payment-details.module.css';

/**
 * A term fee refund's invoices: those of the refunded payment whose QuickPay fee it returns, each
 * with the invoice's amount, the fee charged and the fee refunded, and their totals (the refunded
 * fees add up to the payment's gross).
 */
export function RefundedFees({ payment }: { payment: PaymentDetails }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (cents: number) => format.money(cents, payment.currencyId);
  const rows = payment.refundedFees;
  const total = (pick: (invoice: RefundedFeeInvoice) => number) => rows.reduce((sum, i) => sum + pick(i), 0);
  return (
    <section className={`${cardStyles.card} ${cardStyles.snug} ${styles.card}`} aria-labelledby="refunded-fees-heading">
      <div className={styles.cardHeader}>
        <h2 id="refunded-fees-heading" className={styles.cardTitle}>
          {t('payments.details.refundedFees')}
        </h2>
        <span className={styles.subtle}>{t('payments.details.invoicesCount', { count: rows.length })}</span>
      </div>
      {payment.refundOf ? (
        <p className={styles.subtle}>{t('payments.details.refundedFeesHint', { code: payment.refundOf.code })}</p>
      ) : null}
      <div className={styles.tableWrap}>
        <table className={`${dataTable.table} ${dataTable.stackOnPhones} ${styles.table}`}>
          <thead>
            <tr>
              <th scope="col">{t('payments.details.invoice')}</th>
              <th scope="col">{t('payments.details.payor')}</th>
              <th scope="col">{t('payments.details.term')}</th>
              <th scope="col" className={styles.numeric}>
                {t('payments.details.invoiceAmount')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('payments.details.feeCharged')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('payments.details.feeRefunded')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((invoice) => (
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
                <td data-label={t('payments.details.term')}>{termOf(invoice, t, format)}</td>
                <td data-label={t('payments.details.invoiceAmount')} className={styles.numeric}>
                  {money(invoice.grossCents)}
                </td>
                <td data-label={t('payments.details.feeCharged')} className={styles.numeric}>
                  {money(invoice.feeCents)}
                </td>
                <td data-label={t('payments.details.feeRefunded')} className={`${styles.numeric} ${styles.strong}`}>
                  {money(invoice.refundedFeeCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('payments.report.totals')}
              </th>
              <td data-label={t('payments.details.invoiceAmount')} className={styles.numeric}>
                {money(total((i) => i.grossCents))}
              </td>
              <td data-label={t('payments.details.feeCharged')} className={styles.numeric}>
                {money(total((i) => i.feeCents))}
              </td>
              <td data-label={t('payments.details.feeRefunded')} className={styles.numeric}>
                {money(total((i) => i.refundedFeeCents))}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
