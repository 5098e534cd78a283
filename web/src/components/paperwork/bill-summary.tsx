import { useTranslation } from 'react-i18next';
import { BillDocumentStatus, ChargeType } from '#shared/enums/paperwork.ts';
import type { Bill, BillSummary as BillListRow } from '#shared/schemas/bills.ts';
import { useFormatters } from '#web/lib/format.ts';
import { BillStateBadge } from './bill-state-badge.tsx';
import styles from './paperwork.module.css';

export type BillSummaryProps = {
  bill: Bill | BillListRow;
  /** Parties to leave out (the payee's own screens may hide the payee; either side may hide itself). */
  hide?: readonly ('payor' | 'payee')[];
  title?: string;
};

const documentCountOf = (bill: Bill | BillListRow) =>
  'documents' in bill
    ? bill.documents.filter((document) => document.status === BillDocumentStatus.Attached).length
    : bill.documentCount;

/**
 * The aside of a bill's pages (seeds 000 §2.7 show page): who it is between, the load or invoice
 * number, the state, the linehaul, accessorials and total, the document count, and when it was
 * created, submitted and last changed (dates in America/Chicago).
 */
export function BillSummary({ bill, hide = [], title }: BillSummaryProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const linehaul = bill.charges
    .filter((charge) => charge.chargeTypeId === ChargeType.Linehaul)
    .reduce((sum, charge) => sum + charge.amount, 0);
  const accessorials = bill.totalAmount - linehaul;
  return (
    <section className={styles.summary} aria-labelledby={`bill-summary-${bill.id}`}>
      <h2 id={`bill-summary-${bill.id}`} className={styles.sectionTitle}>
        {title ?? t('paperwork.summary.title')}
      </h2>
      <dl className={styles.summaryList}>
        {hide.includes('payor') ? null : (
          <div className={styles.summaryRow}>
            <dt>{t('paperwork.summary.payor')}</dt>
            <dd>{bill.payorName}</dd>
          </div>
        )}
        {hide.includes('payee') ? null : (
          <div className={styles.summaryRow}>
            <dt>{t('paperwork.summary.payee')}</dt>
            <dd>{bill.payeeName}</dd>
          </div>
        )}
        <div className={styles.summaryRow}>
          <dt>{t('paperwork.summary.loadNumber')}</dt>
          <dd className={styles.mono}>{bill.loadOrInvoiceNumber}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('paperwork.summary.state')}</dt>
          <dd>
            <BillStateBadge state={bill.state} />
          </dd>
        </div>
        {bill.sentToAdminBy ? (
          <div className={styles.summaryRow}>
            <dt>{t('paperwork.summary.sentToAdminBy')}</dt>
            <dd>{bill.sentToAdminBy}</dd>
          </div>
        ) : null}
        <div className={styles.summaryRow}>
          <dt>{t('paperwork.summary.documents')}</dt>
          <dd className={styles.num}>{format.count(documentCountOf(bill))}</dd>
        </div>
      </dl>
      <dl className={styles.summaryList}>
        <div className={styles.summaryRow}>
          <dt>{t('paperwork.chargeTypes.linehaul')}</dt>
          <dd className={styles.num}>{format.money(linehaul, bill.currencyTypeId)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('paperwork.charges.accessorials')}</dt>
          <dd className={styles.num}>{format.money(accessorials, bill.currencyTypeId)}</dd>
        </div>
        <div className={`${styles.summaryRow} ${styles.summaryTotal}`}>
          <dt>{t('paperwork.summary.total')}</dt>
          <dd className={styles.num} data-testid="bill-total">
            {format.money(bill.totalAmount, bill.currencyTypeId)}
          </dd>
        </div>
      </dl>
      <dl className={styles.summaryList}>
        <div className={styles.summaryRow}>
          <dt>{t('paperwork.summary.created')}</dt>
          <dd>{format.dateTime(bill.createdAt)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('paperwork.summary.submitted')}</dt>
          <dd>{bill.submittedAt ? format.dateTime(bill.submittedAt) : t('paperwork.summary.notSubmitted')}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('paperwork.summary.updated')}</dt>
          <dd>{format.dateTime(bill.updatedAt)}</dd>
        </div>
      </dl>
    </section>
  );
}
