import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ReviewNote } from '#web/components/invoices/review-note.tsx';
import { StatusBadge } from '#web/components/invoices/status-badge.tsx';
import { StatusHistory } from '#web/components/invoices/status-history.tsx';
import { DetailHeader, Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import backLink from '#web/components/ui/back-link.module.css';
import { invoicesPaths, paymentsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { InvoiceAmounts } from '../components/invoice-amounts.tsx';
import styles from '../components/invoice-details.module.css';
import { StatusTracker } from '../components/status-tracker.tsx';
import { TermElection } from '../components/term-election.tsx';

/**
 * `/payee/invoices/:id`: one invoice (seeds 000 §2.5, §4): its facts and amounts with the fee
 * lines, the status-history tracker and history, the expected pay date, and the payment-term
 * choice (QuickPay with its fee shown before confirming). Another carrier's invoice is not found.
 */
export function InvoiceDetailsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = '' } = useParams();
  const query = useInvoice(id);
  return (
    <RecordPage
      record={query}
      title={(invoice) => t('invoices.details.pageTitle', { number: invoice.number })}
      fallbackTitle={t('invoices.pageTitle')}
      back={{ to: invoicesPaths.list, label: t('invoices.details.back') }}
      notFound={t('invoices.details.notFound')}
      loadFailed={t('invoices.loadFailed')}
    >
      {(invoice) => (
        <ShowPage
          main={
            <>
              <DetailHeader
                titleId="invoice-title"
                title={t('invoices.details.pageTitle', { number: invoice.number })}
                subtitle={invoice.payorName}
                state={<StatusBadge statusId={invoice.statusId} />}
                amountLabel={t('invoices.details.net')}
                amount={format.money(invoice.netCents, invoice.currencyId)}
                amountNote={
                  <span className={styles.muted}>
                    {t('invoices.details.expectedPayDate')}:{' '}
                    <strong data-testid="expected-pay-date">
                      {invoice.expectedPayDate
                        ? format.date(invoice.expectedPayDate)
                        : t('invoices.details.expectedAfterApproval')}
                    </strong>
                  </span>
                }
              >
                <Facts>
                  <Fact label={t('invoices.details.loadNumber')}>{invoice.loadNumber ?? '—'}</Fact>
                  <Fact label={t('invoices.details.kind')}>
                    {invoice.kind ? t(`invoices.kinds.${invoice.kind}`) : '—'}
                  </Fact>
                  <Fact label={t('invoices.details.invoiceDate')}>
                    {invoice.invoiceRequestedDate ? format.date(invoice.invoiceRequestedDate) : '—'}
                  </Fact>
                  <Fact label={t('invoices.details.uploadedDate')}>{format.date(invoice.uploadedDate)}</Fact>
                  <Fact label={t('invoices.details.approvedDate')}>
                    {invoice.approvedDate ? format.date(invoice.approvedDate) : '—'}
                  </Fact>
                  <Fact label={t('invoices.details.paidDate')}>
                    {invoice.paidDate ? format.date(invoice.paidDate) : '—'}
                  </Fact>
                  <Fact label={t('invoices.details.currency')}>{format.currencyCode(invoice.currencyId)}</Fact>
                </Facts>
                {invoice.paymentId ? (
                  <Link to={paymentsPaths.payment(invoice.paymentId)} className={backLink.link}>
                    {t('invoices.details.viewPayment')} →
                  </Link>
                ) : null}
              </DetailHeader>
              <ReviewNote note={invoice.reviewNote} />
              <StatusTracker tracker={invoice.tracker} holdReasonId={invoice.reviewNote?.holdReasonId ?? null} />
              <InvoiceAmounts invoice={invoice} />
              <StatusHistory history={invoice.statusHistory} />
            </>
          }
          aside={<TermElection invoice={invoice} />}
        />
      )}
    </RecordPage>
  );
}
