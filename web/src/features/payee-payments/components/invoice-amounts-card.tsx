import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { PaidInvoice } from '#shared/schemas/payee-payments.ts';
import cardStyles from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { type Formatters, useFormatters } from '#web/lib/format.ts';
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

/** One money column: its i18n label key and the cents it shows; the last one is emphasised. */
export type AmountColumn<T> = { label: string; cents: (invoice: T) => number };

/**
 * A payment's invoices as a card: each invoice with its payor and term, three money columns and
 * their totals. Paid invoices show gross, fee and net; a fee refund's show amount, fee charged and
 * fee refunded.
 */
export function InvoiceAmountsCard<T extends PaidInvoice>(props: {
  id: string;
  title: string;
  hint?: ReactNode;
  invoices: readonly T[];
  currencyId: number;
  columns: readonly [AmountColumn<T>, AmountColumn<T>, AmountColumn<T>];
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (cents: number) => format.money(cents, props.currencyId);
  const total = (pick: (invoice: T) => number) => props.invoices.reduce((sum, i) => sum + pick(i), 0);
  const last = props.columns.length - 1;
  return (
    <section className={`${cardStyles.card} ${cardStyles.snug} ${styles.card}`} aria-labelledby={props.id}>
      <div className={styles.cardHeader}>
        <h2 id={props.id} className={styles.cardTitle}>
          {props.title}
        </h2>
        <span className={styles.subtle}>{t('payments.details.invoicesCount', { count: props.invoices.length })}</span>
      </div>
      {props.hint ? <p className={styles.subtle}>{props.hint}</p> : null}
      <div className={styles.tableWrap}>
        <table
          className={`${dataTable.table} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones} ${styles.table}`}
        >
          <thead>
            <tr>
              <th scope="col">{t('payments.details.invoice')}</th>
              <th scope="col">{t('payments.details.payor')}</th>
              <th scope="col">{t('payments.details.term')}</th>
              {props.columns.map((column) => (
                <th key={column.label} scope="col" className={styles.numeric}>
                  {t(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.invoices.map((invoice) => (
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
                {props.columns.map((column, index) => (
                  <td
                    key={column.label}
                    data-label={t(column.label)}
                    className={index === last ? `${styles.numeric} ${styles.strong}` : styles.numeric}
                  >
                    {money(column.cents(invoice))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('payments.report.totals')}
              </th>
              {props.columns.map((column) => (
                <td key={column.label} data-label={t(column.label)} className={styles.numeric}>
                  {money(total(column.cents))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
