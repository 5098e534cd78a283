import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../../components/layouts/page.tsx';
import { ShowPage } from '../../../components/layouts/show-page.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { InvoiceAmounts } from '../components/invoice-amounts.tsx';
import styles from '../components/invoice-details.module.css';
import { StatusBadge } from '../components/status-badge.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { StatusTracker } from '../components/status-tracker.tsx';
import { TermElection } from '../components/term-election.tsx';
import { invoicesPaths } from '../paths.ts';

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
  const invoice = query.data;
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  return (
    <Page
      title={invoice ? t('invoices.details.pageTitle', { number: invoice.number }) : t('invoices.pageTitle')}
      isLoading={query.isPending}
      skeleton="show"
    >
      <Link to={invoicesPaths.list} className={styles.back}>
        ← {t('invoices.details.back')}
      </Link>
      {query.isError ? (
        <Alert level="error" title={t('errors.errorTitle')}>
          {notFound ? t('invoices.details.notFound') : t('invoices.loadFailed')}
        </Alert>
      ) : invoice ? (
        <ShowPage
          main={
            <>
              <section className={styles.card} aria-labelledby="invoice-title">
                <div className={styles.header}>
                  <div className={styles.headerText}>
                    <h1 id="invoice-title" className={styles.number}>
                      {t('invoices.details.pageTitle', { number: invoice.number })}
                    </h1>
                    <span className={styles.payor}>{invoice.payorName}</span>
                    <StatusBadge statusId={invoice.statusId} />
                  </div>
                  <div className={styles.headline}>
                    <span className={styles.headlineLabel}>{t('invoices.details.net')}</span>
                    <span className={styles.headlineAmount}>{format.money(invoice.netCents, invoice.currencyId)}</span>
                    <span className={styles.muted}>
                      {t('invoices.details.expectedPayDate')}:{' '}
                      <strong data-testid="expected-pay-date">
                        {invoice.expectedPayDate
                          ? format.date(invoice.expectedPayDate)
                          : t('invoices.details.expectedAfterApproval')}
                      </strong>
                    </span>
                  </div>
                </div>
                <dl className={styles.facts}>
                  <Fact label={t('invoices.details.loadNumber')} value={invoice.loadNumber ?? '—'} />
                  <Fact
                    label={t('invoices.details.kind')}
                    value={invoice.kind ? t(`invoices.kinds.${invoice.kind}`) : '—'}
                  />
                  <Fact
                    label={t('invoices.details.invoiceDate')}
                    value={invoice.invoiceRequestedDate ? format.date(invoice.invoiceRequestedDate) : '—'}
                  />
                  <Fact label={t('invoices.details.uploadedDate')} value={format.date(invoice.uploadedDate)} />
                  <Fact
                    label={t('invoices.details.approvedDate')}
                    value={invoice.approvedDate ? format.date(invoice.approvedDate) : '—'}
                  />
                  <Fact
                    label={t('invoices.details.paidDate')}
                    value={invoice.paidDate ? format.date(invoice.paidDate) : '—'}
                  />
                  <Fact label={t('invoices.details.currency')} value={format.currencyCode(invoice.currencyId)} />
                </dl>
                {invoice.paymentId ? (
                  <Link to={invoicesPaths.payment(invoice.paymentId)} className={styles.back}>
                    {t('invoices.details.viewPayment')} →
                  </Link>
                ) : null}
              </section>
              <StatusTracker tracker={invoice.tracker} />
              <InvoiceAmounts invoice={invoice} />
              <StatusHistory history={invoice.statusHistory} />
            </>
          }
          aside={<TermElection invoice={invoice} />}
        />
      ) : null}
    </Page>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
