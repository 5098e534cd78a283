import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { maxPageSize } from '#shared/schemas/list-query.ts';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { opsReportsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useGotpMonth } from '../api/get-gotp-month.ts';
import { GotpTotals } from '../components/gotp-totals.tsx';
import { useMonthName } from '../lib/month-name.ts';

/**
 * `/payor/reports/gotp-fees/:id`: the invoices behind one month's GOTP fees (seeds 001 §7
 * `gotp_fees/month/{id}`), newest paid first; a month without fees (or not a month) says so.
 */
export function GotpMonthRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const monthName = useMonthName();
  const month = useParams().id ?? '';
  const invoices = useGotpMonth(month, { pageSize: maxPageSize });
  const columns = {
    invoice: t('opsReports.columns.invoice'),
    carrier: t('opsReports.columns.carrier'),
    paid: t('opsReports.columns.paidDate'),
    gross: t('opsReports.columns.gross'),
    rate: t('opsReports.columns.feeRate'),
    fee: t('opsReports.columns.fee'),
  };
  return (
    <RecordPage
      record={invoices}
      title={(data) => t('opsReports.gotpMonth.title', { month: monthName(data.month) })}
      fallbackTitle={t('opsReports.gotp.title')}
      back={{ to: opsReportsPaths.gotpFees, label: t('opsReports.gotpMonth.back') }}
      notFound={t('opsReports.gotpMonth.notFound')}
      loadFailed={t('opsReports.gotpMonth.loadFailed')}
    >
      {(data) => (
        <div className={cardStyles.stack}>
          <h1>{t('opsReports.gotpMonth.title', { month: monthName(data.month) })}</h1>
          <p>{t('opsReports.gotpMonth.intro')}</p>
          <GotpTotals totals={data.totals} />
          <div className={dataTable.tableWrap}>
            <table
              className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
            >
              <thead>
                <tr>
                  <th scope="col">{columns.invoice}</th>
                  <th scope="col">{columns.carrier}</th>
                  <th scope="col">{columns.paid}</th>
                  <th scope="col" className={dataTable.numeric}>
                    {columns.gross}
                  </th>
                  <th scope="col" className={dataTable.numeric}>
                    {columns.rate}
                  </th>
                  <th scope="col" className={dataTable.numeric}>
                    {columns.fee}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((invoice) => (
                  <tr key={invoice.invoiceId} data-testid="gotp-invoice-row">
                    <td data-label={columns.invoice} className={dataTable.nowrap}>
                      {invoice.invoiceNumber}
                      <span className={listPage.subline}>{invoice.loadNumber}</span>
                    </td>
                    <td data-label={columns.carrier}>{invoice.carrierName}</td>
                    <td data-label={columns.paid} className={dataTable.nowrap}>
                      {format.date(invoice.paidDate)}
                    </td>
                    <td data-label={columns.gross} className={dataTable.numeric}>
                      {format.money(invoice.grossCents, invoice.currencyId)}
                    </td>
                    <td data-label={columns.rate} className={dataTable.numeric}>
                      {format.percent(invoice.feeBps / 100)}
                    </td>
                    <td data-label={columns.fee} className={dataTable.numeric}>
                      {format.money(invoice.feeCents, invoice.currencyId)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </RecordPage>
  );
}
