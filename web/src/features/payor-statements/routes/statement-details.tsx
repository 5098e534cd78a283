import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { StatementType } from '#shared/enums/statement-type.ts';
import type { StatementLinesPage, StatementTotalsView } from '#shared/schemas/payor-statements.ts';
import { DetailHeader, Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { payorStatementsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useDownloadStatementPdf } from '../api/download-statement-pdf.ts';
import { useStatementLines } from '../api/get-statement-lines.ts';
import { StatementInvoices } from '../components/statement-invoices.tsx';

const totalsShown = [
  'grossCents',
  'creditNoteCents',
  'draftedCents',
  'quickPayFeeCents',
  'gotpFeeCents',
  'revenueShareCents',
  'refundCents',
  'netCents',
] as const satisfies readonly (keyof StatementTotalsView)[];

/**
 * `/payor/reports/previous-settlements/:id` and `…/previous-weekly-settlements/:id`: a statement,
 * its totals per currency, its PDF, its line items and (for the statements that list them) its
 * QuickPay and GOTP invoices.
 */
export function StatementDetailsRoute({ list }: { list: 'previous' | 'weekly' }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useParams().id ?? '';
  const [paging, setPaging] = useState({ page: 1, pageSize: 25 });
  const lines = useStatementLines(id, paging);
  const pdf = useDownloadStatementPdf();
  const titleOf = (data: StatementLinesPage) =>
    t('payorStatements.details.title', {
      type: t(`payorStatements.typeNames.${data.statement.settlementStatementTypeId}`),
      start: format.date(data.statement.periodStart),
      end: format.date(data.statement.periodEnd),
    });
  const downloadPdf = () =>
    pdf.mutate(id, {
      onError: () =>
        showToast({ level: 'error', title: t('errors.errorTitle'), message: t('payorStatements.details.pdfFailed') }),
    });
  return (
    <RecordPage
      record={lines}
      title={titleOf}
      fallbackTitle={t(`payorStatements.${list}.title`)}
      back={{ to: payorStatementsPaths[list], label: t(`payorStatements.${list}.back`) }}
      notFound={t('payorStatements.details.notFound')}
      loadFailed={t('payorStatements.details.loadFailed')}
    >
      {(data) => {
        const { statement } = data;
        const withInvoices =
          statement.settlementStatementTypeId === StatementType.MonthlyStatementV2 ||
          statement.settlementStatementTypeId === StatementType.WeeklyStatement;
        return (
          <div className={cardStyles.stack}>
            <DetailHeader
              titleId="statement-title"
              eyebrow={t(`payorStatements.typeNames.${statement.settlementStatementTypeId}`)}
              title={titleOf(data)}
              subtitle={statement.imported ? t('payorStatements.imported') : statement.id}
              state={
                <Button variant="secondary" size="small" onClick={downloadPdf} busy={pdf.isPending}>
                  {t('payorStatements.details.pdf')}
                </Button>
              }
              amountLabel={t('payorStatements.details.net')}
              amount={
                statement.totals.map((total) => format.money(total.netCents, total.currencyId)).join(' · ') || '—'
              }
            >
              <Facts>
                <Fact label={t('payorStatements.details.period')}>
                  {format.date(statement.periodStart)} – {format.date(statement.periodEnd)}
                </Fact>
                <Fact label={t('payorStatements.details.lines')}>{format.count(statement.lineCount)}</Fact>
                <Fact label={t('payorStatements.details.created')}>{format.dateTime(statement.createdAt)}</Fact>
              </Facts>
            </DetailHeader>
            <section className={cardStyles.card} aria-labelledby="statement-totals">
              <h2 id="statement-totals" className={cardStyles.title}>
                {t('payorStatements.details.totals')}
              </h2>
              <div className={dataTable.tableWrap}>
                <table className={`${dataTable.table} ${dataTable.cells}`} data-testid="statement-totals">
                  <thead>
                    <tr>
                      <th scope="col">{t('payorStatements.details.figure')}</th>
                      {statement.totals.map((total) => (
                        <th key={total.currencyId} scope="col" className={dataTable.numeric}>
                          {format.currencyCode(total.currencyId)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {totalsShown.map((field) => (
                      <tr key={field} data-testid={`statement-total-${field}`}>
                        <th scope="row">{t(`payorStatements.totals.${field}`)}</th>
                        {statement.totals.map((total) => (
                          <td key={total.currencyId} className={dataTable.numeric}>
                            {format.money(total[field], total.currencyId)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <section className={cardStyles.card} aria-labelledby="statement-lines">
              <h2 id="statement-lines" className={cardStyles.title}>
                {t('payorStatements.details.lineItems')}
              </h2>
              <LinesTable data={data} />
              {data.totalCount > 0 ? (
                <Pagination
                  {...data}
                  shown={data.items.length}
                  onPage={(page) => setPaging((current) => ({ ...current, page }))}
                  onPageSize={(pageSize) => setPaging({ page: 1, pageSize })}
                />
              ) : null}
            </section>
            {withInvoices ? (
              <>
                <StatementInvoices id={id} section="revenueShare" />
                <StatementInvoices id={id} section="subscription" />
              </>
            ) : null}
          </div>
        );
      }}
    </RecordPage>
  );
}

function LinesTable({ data }: { data: StatementLinesPage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (data.totalCount === 0) {
    return (
      <p>{t(data.statement.imported ? 'payorStatements.details.importedLines' : 'payorStatements.details.noLines')}</p>
    );
  }
  const label = {
    date: t('payorStatements.columns.date'),
    payment: t('payorStatements.columns.payment'),
    carrier: t('payorStatements.columns.carrier'),
    invoices: t('payorStatements.columns.invoices'),
    gross: t('payorStatements.columns.gross'),
    creditNotes: t('payorStatements.columns.creditNotes'),
    fee: t('payorStatements.columns.quickPayFee'),
    amount: t('payorStatements.columns.amount'),
  };
  return (
    <div className={dataTable.tableWrap}>
      <table
        className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
      >
        <thead>
          <tr>
            <th scope="col">{label.date}</th>
            <th scope="col">{label.payment}</th>
            <th scope="col">{label.carrier}</th>
            <th scope="col" className={dataTable.numeric}>
              {label.invoices}
            </th>
            <th scope="col" className={dataTable.numeric}>
              {label.gross}
            </th>
            <th scope="col" className={dataTable.numeric}>
              {label.creditNotes}
            </th>
            <th scope="col" className={dataTable.numeric}>
              {label.fee}
            </th>
            <th scope="col" className={dataTable.numeric}>
              {label.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((line) => (
            <tr key={`${line.kind}-${line.paymentId}`} data-testid="statement-line">
              <td data-label={label.date} className={dataTable.nowrap}>
                {format.date(line.date)}
              </td>
              <td data-label={label.payment}>
                {line.paymentCode}
                {line.kind === 'refund' ? (
                  <span className={dataTable.cellNote}>{t('payorStatements.details.refund')}</span>
                ) : null}
              </td>
              <td data-label={label.carrier}>{line.carrierName}</td>
              <td data-label={label.invoices} className={dataTable.numeric}>
                {format.count(line.invoiceCount)}
              </td>
              <td data-label={label.gross} className={dataTable.numeric}>
                {format.money(line.grossCents, line.currencyId)}
              </td>
              <td data-label={label.creditNotes} className={dataTable.numeric}>
                {format.money(line.creditNoteCents, line.currencyId)}
              </td>
              <td data-label={label.fee} className={dataTable.numeric}>
                {format.money(line.quickPayFeeCents, line.currencyId)}
              </td>
              <td data-label={label.amount} className={dataTable.numeric}>
                {format.money(line.amountCents, line.currencyId)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
