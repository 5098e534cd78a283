import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { StatusHistory } from '#web/components/invoices/status-history.tsx';
import { DetailHeader, Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import card from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { factorPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useFactorInvoice } from '../api/get-invoice.ts';
import { FactorInvoiceStatusBadge } from '../components/status-badge.tsx';

/**
 * `/factor/invoices/:id`: one invoice assigned to the factor (issue 16): client and debtor, the term
 * (payment type and fee), whom it was paid and by which payment, its dates, why it is held, and its
 * history. Any other id is not found.
 */
export function FactorInvoiceDetailsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = '' } = useParams();
  const query = useFactorInvoice(id);
  const dateOrDash = (date: string | null) => (date ? format.date(date) : '—');
  const title = (number: string) => t('factorArea.invoices.details.pageTitle', { number });
  return (
    <RecordPage
      record={query}
      title={(invoice) => title(invoice.invoiceNumber)}
      fallbackTitle={t('factorArea.invoices.title')}
      back={{ to: factorPaths.invoices(), label: t('factorArea.invoices.details.back') }}
      notFound={t('factorArea.invoices.details.notFound')}
      loadFailed={t('factorArea.invoices.loadFailed')}
    >
      {(invoice) => {
        const money = (cents: number) => format.money(cents, invoice.currencyId);
        return (
          <div className={card.stack}>
            <DetailHeader
              titleId="factor-invoice-title"
              eyebrow={t('factorArea.invoices.details.eyebrow')}
              title={title(invoice.invoiceNumber)}
              subtitle={<Link to={factorPaths.client(invoice.clientId)}>{invoice.clientName}</Link>}
              state={<FactorInvoiceStatusBadge status={invoice.status} />}
              amountLabel={t('factorArea.invoices.details.amount')}
              amount={money(invoice.grossCents)}
              amountNote={
                invoice.expectedPayDate ? (
                  <span className={dataTable.cellNote}>
                    {t('factorArea.invoices.approvedPayDate', { date: format.date(invoice.expectedPayDate) })}
                  </span>
                ) : null
              }
            >
              <Facts>
                <Fact label={t('factorArea.invoices.details.debtor')}>{invoice.debtorName}</Fact>
                <Fact label={t('factorArea.invoices.details.loadNumber')}>{invoice.loadNumber}</Fact>
                <Fact label={t('factorArea.invoices.details.term')}>
                  {t('factorArea.invoices.details.termValue', { fee: format.percent(invoice.feeBps / 100) })}
                </Fact>
                <Fact label={t('factorArea.invoices.details.paymentType')}>
                  {t(`invoices.paymentTypes.${invoice.paymentTypeId}`)}
                </Fact>
                <Fact label={t('factorArea.invoices.details.fee')}>{money(invoice.feeCents)}</Fact>
                <Fact label={t('factorArea.invoices.details.net')}>{money(invoice.netCents)}</Fact>
                <Fact label={t('factorArea.invoices.details.paidTo')}>
                  <span data-testid="paid-to">
                    {invoice.paidTo
                      ? invoice.paidTo.kind === 'factor'
                        ? t('factorArea.invoices.details.paidToFactor', { name: invoice.paidTo.name })
                        : t('factorArea.invoices.details.paidToClient', { name: invoice.paidTo.name })
                      : t('factorArea.invoices.details.notPaid')}
                  </span>
                </Fact>
                {invoice.paymentId && invoice.paidTo?.kind === 'factor' ? (
                  <Fact label={t('factorArea.invoices.details.payment')}>
                    <Link to={factorPaths.payment(invoice.paymentId)}>
                      {t('factorArea.invoices.details.viewPayment')}
                    </Link>
                  </Fact>
                ) : null}
                <Fact label={t('factorArea.invoices.details.invoiceDate')}>{dateOrDash(invoice.invoiceDate)}</Fact>
                <Fact label={t('factorArea.invoices.details.uploaded')}>{format.date(invoice.uploadedDate)}</Fact>
                <Fact label={t('factorArea.invoices.details.approved')}>{dateOrDash(invoice.approvedDate)}</Fact>
                <Fact label={t('factorArea.invoices.details.expectedPayDate')}>
                  {dateOrDash(invoice.expectedPayDate)}
                </Fact>
                <Fact label={t('factorArea.invoices.details.paid')}>{dateOrDash(invoice.paidDate)}</Fact>
              </Facts>
            </DetailHeader>
            {invoice.holdNote || invoice.holdReasonId ? (
              <Alert level="warning" title={t('factorArea.invoices.details.holdNote')}>
                {invoice.holdNote ?? t(`invoices.holdReasons.${invoice.holdReasonId}`)}
              </Alert>
            ) : null}
            <StatusHistory history={invoice.statusHistory} />
          </div>
        );
      }}
    </RecordPage>
  );
}
