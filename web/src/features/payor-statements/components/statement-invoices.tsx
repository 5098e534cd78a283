import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementInvoicesPage } from '#shared/schemas/payor-statements.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { useFormatters } from '#web/lib/format.ts';
import { useRevenueShareInvoices } from '../api/get-revenue-share-invoices.ts';
import { useSubscriptionInvoices } from '../api/get-subscription-invoices.ts';

const hooks = { revenueShare: useRevenueShareInvoices, subscription: useSubscriptionInvoices } as const;

/**
 * One of a statement's invoice sections: its QuickPay invoices (what the revenue share is earned
 * on) or its GOTP invoices, paged, with the fees' sum per currency.
 */
export function StatementInvoices({ id, section }: { id: string; section: keyof typeof hooks }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const invoices = hooks[section](id, paging, true);
  const titleId = `statement-${section}`;
  return (
    <section className={cardStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={cardStyles.title}>
        {t(`payorStatements.details.${section}`)}
      </h2>
      {invoices.isError ? (
        <Alert level="error">{t('payorStatements.details.partFailed')}</Alert>
      ) : invoices.data ? (
        <InvoicesTable
          data={invoices.data}
          onPage={(page) => setPaging((current) => ({ ...current, page }))}
          onPageSize={(pageSize) => setPaging({ page: 1, pageSize })}
        />
      ) : (
        <p>{t('payorStatements.details.loading')}</p>
      )}
    </section>
  );
}

function InvoicesTable({
  data,
  onPage,
  onPageSize,
}: {
  data: StatementInvoicesPage;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (data.totalCount === 0) return <p>{t('payorStatements.details.noInvoices')}</p>;
  const label = {
    date: t('payorStatements.columns.date'),
    invoice: t('payorStatements.columns.invoice'),
    payment: t('payorStatements.columns.payment'),
    carrier: t('payorStatements.columns.carrier'),
    gross: t('payorStatements.columns.gross'),
    fee: t('payorStatements.columns.fee'),
  };
  return (
    <>
      <div className={dataTable.tableWrap}>
        <table
          className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
        >
          <thead>
            <tr>
              <th scope="col">{label.date}</th>
              <th scope="col">{label.invoice}</th>
              <th scope="col">{label.payment}</th>
              <th scope="col">{label.carrier}</th>
              <th scope="col" className={dataTable.numeric}>
                {label.gross}
              </th>
              <th scope="col" className={dataTable.numeric}>
                {label.fee}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((invoice) => (
              <tr key={invoice.invoiceId}>
                <td data-label={label.date} className={dataTable.nowrap}>
                  {format.date(invoice.date)}
                </td>
                <td data-label={label.invoice}>{invoice.invoiceNumber}</td>
                <td data-label={label.payment}>{invoice.paymentCode}</td>
                <td data-label={label.carrier}>{invoice.carrierName}</td>
                <td data-label={label.gross} className={dataTable.numeric}>
                  {format.money(invoice.grossCents, invoice.currencyId)}
                </td>
                <td data-label={label.fee} className={dataTable.numeric}>
                  {format.money(invoice.feeCents, invoice.currencyId)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {data.totals.map((total) => (
              <tr key={total.currencyId}>
                <th scope="row" colSpan={5}>
                  {t('payorStatements.details.feesTotal', { count: total.count })}
                </th>
                <td className={dataTable.numeric}>{format.money(total.feeCents, total.currencyId)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
      <Pagination {...data} shown={data.items.length} onPage={onPage} onPageSize={onPageSize} />
    </>
  );
}
