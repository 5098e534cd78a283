import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { type PaymentListItem, PaymentSortField } from '#shared/schemas/payee-payments.ts';
import dataTable from '../../../components/ui/data-table.module.css';
import { areaRoutes } from '../../../config/area-routes.ts';
import { useFormatters } from '../../../lib/format.ts';
import styles from './payments.module.css';
import { StateBadge } from './state-badge.tsx';

type Column = {
  id: string;
  label: string;
  sortField?: PaymentSortField;
  numeric?: boolean;
};

/** The details page of a payment. */
export function paymentPath(id: string): string {
  return `${areaRoutes.payee.payments}/${encodeURIComponent(id)}`;
}

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
  const columns: Column[] = [
    { id: 'paidDate', label: t('payments.columns.paidDate'), sortField: PaymentSortField.PaidDate },
    { id: 'code', label: t('payments.columns.code'), sortField: PaymentSortField.Code },
    { id: 'payoutType', label: t('payments.columns.payoutType'), sortField: PaymentSortField.PayoutType },
    { id: 'account', label: t('payments.columns.account') },
    {
      id: 'grossCents',
      label: t('payments.columns.grossCents'),
      sortField: PaymentSortField.GrossCents,
      numeric: true,
    },
    { id: 'fees', label: t('payments.columns.fees'), numeric: true },
    { id: 'netCents', label: t('payments.columns.netCents'), sortField: PaymentSortField.NetCents, numeric: true },
    { id: 'status', label: t('payments.columns.status') },
  ];
  const labelOf = (id: string) => columns.find((column) => column.id === id)?.label ?? '';

  return (
    <div className={dataTable.tableWrap}>
      <table className={`${dataTable.table} ${dataTable.stackOnPhones} ${styles.table}`}>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = column.sortField === sortField;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={column.numeric ? styles.numeric : undefined}
                  aria-sort={active ? (sortAsc ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortField ? (
                    <button
                      type="button"
                      className={`${styles.sortButton} ${active ? styles.sortActive : ''}`}
                      onClick={() => column.sortField && onSort(column.sortField)}
                      title={t('payments.sort.by', { column: column.label })}
                    >
                      <span>{column.label}</span>
                      <span className={styles.sortIcon} aria-hidden="true">
                        {active ? (sortAsc ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr
              key={payment.id}
              className={styles.row}
              onClick={(event) => {
                // The whole row opens the payment; the link inside stays the keyboard's way in.
                if ((event.target as HTMLElement).closest('a, button')) return;
                navigate(paymentPath(payment.id));
              }}
            >
              <td data-label={labelOf('paidDate')} className={`${styles.nowrap} ${styles.cellDate}`}>
                {format.date(payment.paidDate)}
              </td>
              <td data-label={labelOf('code')} className={styles.cellCode}>
                <Link to={paymentPath(payment.id)} className={styles.codeLink}>
                  {payment.code}
                </Link>
                <span className={styles.subtle}>{payment.confirmationNumber}</span>
              </td>
              <td data-label={labelOf('payoutType')} className={styles.cellType}>
                {t(`payments.payoutTypes.${payment.payoutType}`)}
              </td>
              <td data-label={labelOf('account')} className={styles.cellAccount}>
                <span className={styles.nowrap}>{payment.bankAccountName}</span>
                <span className={styles.subtle}>{format.method(payment.methodType)}</span>
              </td>
              <td data-label={labelOf('grossCents')} className={`${styles.numeric} ${styles.cellGross}`}>
                {format.money(payment.grossCents, payment.currencyId)}
                <span className={styles.subtle}>
                  {t('payments.details.invoicesCount', { count: payment.invoiceCount })}
                </span>
              </td>
              <td data-label={labelOf('fees')} className={`${styles.numeric} ${styles.cellFees}`}>
                {format.money(payment.termFeeCents + payment.bankFeeCents, payment.currencyId)}
              </td>
              <td data-label={labelOf('netCents')} className={`${styles.numeric} ${styles.net} ${styles.cellNet}`}>
                {format.money(payment.netCents, payment.currencyId)}
              </td>
              <td data-label={labelOf('status')} className={styles.cellStatus}>
                <StateBadge state={payment.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
