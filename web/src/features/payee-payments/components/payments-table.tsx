import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type PaymentListItem, PaymentSortField } from '#shared/schemas/payee-payments.ts';
import dataTable from '#web/components/ui/data-table.module.css';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { paymentsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from './payments.module.css';
import { StateBadge } from './state-badge.tsx';

/**
 * The payments table: amounts right-aligned in tabular figures, sortable column headers (with
 * aria-sort), the payment code linking to its details. On phones each row becomes a compact card:
 * code and net paid, date and status, payout type and account.
 */
export function PaymentsTable({
  payments,
  sortField,
  sortAsc,
  onSort,
}: {
  payments: readonly PaymentListItem[];
  sortField: PaymentSortField;
  sortAsc: boolean;
  onSort: (field: PaymentSortField) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const label = {
    paidDate: t('payments.columns.paidDate'),
    code: t('payments.columns.code'),
    payoutType: t('payments.columns.payoutType'),
    account: t('payments.columns.account'),
    grossCents: t('payments.columns.grossCents'),
    fees: t('payments.columns.fees'),
    netCents: t('payments.columns.netCents'),
    status: t('payments.columns.status'),
  };
  const columns: SortableColumn<PaymentSortField>[] = [
    { field: PaymentSortField.PaidDate, label: label.paidDate },
    { field: PaymentSortField.Code, label: label.code },
    { field: PaymentSortField.PayoutType, label: label.payoutType },
    { field: null, label: label.account },
    { field: PaymentSortField.GrossCents, label: label.grossCents, numeric: true, className: styles.numeric },
    { field: null, label: label.fees, numeric: true, className: styles.numeric },
    { field: PaymentSortField.NetCents, label: label.netCents, numeric: true, className: styles.numeric },
    { field: null, label: label.status },
  ];

  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${dataTable.stackOnPhones} ${styles.table}`}>
        <SortableTableHead columns={columns} sortField={sortField} sortAsc={sortAsc} onSort={onSort} />
        <tbody>
          {payments.map((payment) => (
            <tr
              key={payment.id}
              className={styles.row}
              onClick={(event) => {
                // The whole row opens the payment; the link inside stays the keyboard's way in.
                if ((event.target as HTMLElement).closest('a, button')) return;
                navigate(paymentsPaths.payment(payment.id));
              }}
            >
              <td data-label={label.paidDate} className={`${styles.nowrap} ${styles.cellDate}`}>
                {format.date(payment.paidDate)}
              </td>
              <td data-label={label.code} className={styles.cellCode}>
                <Link to={paymentsPaths.payment(payment.id)} className={styles.codeLink}>
                  {payment.code}
                </Link>
                <span className={styles.subtle}>{payment.confirmationNumber}</span>
              </td>
              <td data-label={label.payoutType} className={styles.cellType}>
                {t(`payments.payoutTypes.${payment.payoutType}`)}
              </td>
              <td data-label={label.account} className={styles.cellAccount}>
                {payment.paidTo.kind === 'factor' ? (
                  <>
                    <span className={styles.nowrap}>{t('payments.factoredAccount')}</span>
                    <span className={styles.subtle}>{payment.paidTo.factorName}</span>
                  </>
                ) : (
                  <>
                    <span className={styles.nowrap}>{payment.bankAccountName}</span>
                    <span className={styles.subtle}>{format.method(payment.methodType)}</span>
                  </>
                )}
              </td>
              <td data-label={label.grossCents} className={`${styles.numeric} ${styles.cellGross}`}>
                {format.money(payment.grossCents, payment.currencyId)}
                <span className={styles.subtle}>
                  {t('payments.details.invoicesCount', { count: payment.invoiceCount })}
                </span>
              </td>
              <td data-label={label.fees} className={`${styles.numeric} ${styles.cellFees}`}>
                {format.money(payment.termFeeCents + payment.bankFeeCents, payment.currencyId)}
              </td>
              <td data-label={label.netCents} className={`${styles.numeric} ${styles.net} ${styles.cellNet}`}>
                {format.money(payment.netCents, payment.currencyId)}
              </td>
              <td data-label={label.status} className={styles.cellStatus}>
                <StateBadge state={payment.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
