import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DetailHeader, Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import card from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { showToast } from '#web/components/ui/toast-store.ts';
import { factorPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { type RemittanceFormat, useDownloadRemittance } from '../api/download-remittance.ts';
import { useFactorPayment } from '../api/get-payment.ts';
import styles from '../components/factor-payments.module.css';

/**
 * `/factor/payments/:id`: one payment to the factor (issue 16) and its remittance: each invoice it
 * paid with client, debtor, invoice and load numbers, gross, fee and net, and their total. Another
 * factor's payment is not found.
 */
export function FactorPaymentDetailsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useParams().id ?? '';
  const payment = useFactorPayment(id);
  const label = (name: string) => t(`factorArea.payments.details.${name}`);
  const remittanceFile = useDownloadRemittance();
  const download = (code: string, format: RemittanceFormat) =>
    remittanceFile.mutate(
      { id, code, format },
      {
        onError: () => showToast({ level: 'error', title: t('errors.errorTitle'), message: label('downloadFailed') }),
      },
    );
  const busy = (format: RemittanceFormat) => remittanceFile.isPending && remittanceFile.variables?.format === format;
  return (
    <RecordPage
      record={payment}
      title={(data) => t('factorArea.payments.details.pageTitle', { code: data.code })}
      fallbackTitle={t('factorArea.payments.title')}
      back={{ to: factorPaths.payments, label: label('back') }}
      notFound={label('notFound')}
      loadFailed={t('factorArea.payments.loadFailed')}
    >
      {(data) => {
        const money = (cents: number) => format.money(cents, data.currencyId);
        return (
          <div className={card.stack}>
            <DetailHeader
              titleId="factor-payment-title"
              eyebrow={label('eyebrow')}
              title={t('factorArea.payments.details.pageTitle', { code: data.code })}
              subtitle={`${data.clientName} · ${data.debtorName}`}
              amountLabel={label('amount')}
              amount={money(data.netCents)}
              amountNote={<span className={dataTable.cellNote}>{format.date(data.paidDate)}</span>}
            >
              <Facts>
                <Fact label={label('method')}>{format.method(data.methodType)}</Fact>
                <Fact label={label('account')}>{data.bankAccountName}</Fact>
                <Fact label={label('confirmation')}>{data.confirmationNumber}</Fact>
                <Fact label={label('gross')}>{money(data.grossCents)}</Fact>
                <Fact label={label('fees')}>{money(data.feeCents)}</Fact>
              </Facts>
            </DetailHeader>
            <section className={card.card} aria-labelledby="factor-payment-remittance">
              <div className={styles.remittanceHeading}>
                <h2 id="factor-payment-remittance" className={card.title}>
                  {label('remittance')}
                </h2>
                <div className={styles.files}>
                  <Button
                    variant="secondary"
                    size="small"
                    busy={busy('csv')}
                    onClick={() => download(data.code, 'csv')}
                  >
                    {label('downloadCsv')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    busy={busy('xlsx')}
                    onClick={() => download(data.code, 'xlsx')}
                  >
                    {label('downloadXlsx')}
                  </Button>
                </div>
              </div>
              <div className={dataTable.tableWrap}>
                <table
                  className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
                >
                  <thead>
                    <tr>
                      <th scope="col">{label('invoiceNumber')}</th>
                      <th scope="col">{label('loadNumber')}</th>
                      <th scope="col">{label('client')}</th>
                      <th scope="col">{label('debtor')}</th>
                      <th scope="col" className={dataTable.numeric}>
                        {label('gross')}
                      </th>
                      <th scope="col" className={dataTable.numeric}>
                        {label('fee')}
                      </th>
                      <th scope="col" className={dataTable.numeric}>
                        {label('net')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.remittance.map((line) => (
                      <tr key={line.invoiceId} data-testid="remittance-row">
                        <td data-label={label('invoiceNumber')}>
                          <Link to={factorPaths.invoice(line.invoiceId)}>{line.invoiceNumber}</Link>
                        </td>
                        <td data-label={label('loadNumber')}>{line.loadNumber}</td>
                        <td data-label={label('client')}>{line.clientName}</td>
                        <td data-label={label('debtor')}>{line.debtorName}</td>
                        <td data-label={label('gross')} className={dataTable.numeric}>
                          {money(line.grossCents)}
                        </td>
                        <td data-label={label('fee')} className={dataTable.numeric}>
                          {money(line.feeCents)}
                        </td>
                        <td data-label={label('net')} className={dataTable.numeric}>
                          {money(line.netCents)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr data-testid="remittance-total">
                      <th scope="row" colSpan={4}>
                        {label('total')}
                      </th>
                      <td data-label={label('gross')} className={dataTable.numeric}>
                        {money(data.grossCents)}
                      </td>
                      <td data-label={label('fee')} className={dataTable.numeric}>
                        {money(data.feeCents)}
                      </td>
                      <td data-label={label('net')} className={dataTable.numeric}>
                        <strong>{money(data.netCents)}</strong>
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            </section>
          </div>
        );
      }}
    </RecordPage>
  );
}
