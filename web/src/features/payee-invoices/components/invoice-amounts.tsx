import { useTranslation } from 'react-i18next';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './invoice-details.module.css';

/** Gross, each fee line (seeds 000 §3 fee labels) and the net amount due. */
export function InvoiceAmounts({ invoice }: { invoice: InvoiceDetails }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className={styles.card} aria-labelledby="invoice-amounts-title">
      <h2 id="invoice-amounts-title" className={styles.cardTitle}>
        {t('invoices.details.amounts')}
      </h2>
      <dl className={styles.amounts} data-testid="fee-lines">
        <div className={styles.amountRow}>
          <dt>{t('invoices.details.gross')}</dt>
          <dd>{format.money(invoice.grossCents, invoice.currencyId)}</dd>
        </div>
        {invoice.feeLines.map((line) => (
          <div key={line.kind} className={styles.amountRow} data-fee={line.kind}>
            <dt>
              {t(`invoices.details.feeLines.${line.kind}`, {
                percentageFee: format.percentNumber(line.percentageFee ?? 0),
              })}
            </dt>
            <dd className={line.amountCents < 0 ? styles.debit : styles.credit}>
              {format.money(line.amountCents, invoice.currencyId)}
            </dd>
          </div>
        ))}
        {invoice.feeLines.length === 0 ? (
          <div className={styles.amountRow}>
            <dt className={styles.noFees}>{t('invoices.details.noFees')}</dt>
            <dd>{format.money(0, invoice.currencyId)}</dd>
          </div>
        ) : null}
        <div className={`${styles.amountRow} ${styles.amountTotal}`}>
          <dt>{t('invoices.details.net')}</dt>
          <dd data-testid="net-amount">{format.money(invoice.netCents, invoice.currencyId)}</dd>
        </div>
      </dl>
    </section>
  );
}
