import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ReviewNote } from '#web/components/invoices/review-note.tsx';
import { StatusBadge } from '#web/components/invoices/status-badge.tsx';
import { StatusHistory } from '#web/components/invoices/status-history.tsx';
import detailPage from '#web/components/layouts/detail-page.module.css';
import { DetailHeader, Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { payorInvoicesPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { usePayorInvoice } from '../api/get-invoice.ts';
import styles from '../components/payor-invoices.module.css';
import { ReviewActions } from '../components/review-actions.tsx';
import { useMayReview } from '../lib/may-review.ts';

/**
 * `/payor/invoices/:id`: one of the payor's invoices (seeds 001 §2, §4): the carrier, amounts and
 * the carrier's term, the dates, why it is held, its history, and the review moves it can make
 * now. Another payor's invoice is not found.
 */
export function PayorInvoiceDetailsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = '' } = useParams();
  const query = usePayorInvoice(id);
  const mayReview = useMayReview();
  const dateOrDash = (date: string | null) => (date ? format.date(date) : '—');
  return (
    <RecordPage
      record={query}
      title={(invoice) => t('payorInvoices.details.pageTitle', { number: invoice.invoiceNumber })}
      fallbackTitle={t('payorInvoices.title')}
      back={{ to: payorInvoicesPaths.list(), label: t('payorInvoices.details.back') }}
      notFound={t('payorInvoices.details.notFound')}
      loadFailed={t('payorInvoices.loadFailed')}
    >
      {(invoice) => (
        <ShowPage
          main={
            <>
              <DetailHeader
                titleId="payor-invoice-title"
                title={t('payorInvoices.details.pageTitle', { number: invoice.invoiceNumber })}
                subtitle={invoice.carrierName}
                state={<StatusBadge statusId={invoice.statusId} />}
                amountLabel={t('payorInvoices.details.amount')}
                amount={format.money(invoice.grossCents, invoice.currencyId)}
                amountNote={
                  <span className={styles.hint}>
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
                  <Fact label={t('invoices.details.loadNumber')}>{invoice.loadNumber}</Fact>
                  <Fact label={t('payorInvoices.details.paymentType')}>
                    {t(`invoices.paymentTypes.${invoice.paymentTypeId}`)}
                  </Fact>
                  <Fact label={t('payorInvoices.details.fee')}>
                    {format.money(invoice.feeCents, invoice.currencyId)}
                  </Fact>
                  <Fact label={t('payorInvoices.details.carrierReceives')}>
                    {format.money(invoice.netCents, invoice.currencyId)}
                  </Fact>
                  <Fact label={t('invoices.details.invoiceDate')}>{dateOrDash(invoice.invoiceDate)}</Fact>
                  <Fact label={t('invoices.details.uploadedDate')}>{format.date(invoice.uploadedDate)}</Fact>
                  <Fact label={t('invoices.details.approvedDate')}>{dateOrDash(invoice.approvedDate)}</Fact>
                  <Fact label={t('invoices.details.paidDate')}>{dateOrDash(invoice.paidDate)}</Fact>
                  <Fact label={t('invoices.details.currency')}>{format.currencyCode(invoice.currencyId)}</Fact>
                </Facts>
              </DetailHeader>
              <ReviewNote note={invoice.reviewNote} />
              <StatusHistory history={invoice.statusHistory} />
            </>
          }
          aside={
            mayReview ? (
              <section className={`${detailPage.card} ${styles.reviewPanel}`} aria-labelledby="review-title">
                <h2 id="review-title" className={detailPage.cardTitle}>
                  {t('payorInvoices.details.actions')}
                </h2>
                <ReviewActions invoices={[invoice]} />
              </section>
            ) : null
          }
        />
      )}
    </RecordPage>
  );
}
