import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DetailHeader, Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { payorPaymentsPaths, payorProfilePaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { usePayorPayment } from '../api/get-payment.ts';
import { fundingAccountLabel } from '../lib/funding-account.ts';

/** `/payor/payments/:id`: a payment made on the payor's behalf, its invoices, credit notes and draft. */
export function PayorPaymentDetailsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useParams().id ?? '';
  const payment = usePayorPayment(id);
  return (
    <RecordPage
      record={payment}
      title={(data) => t('payorPayments.details.title', { code: data.code })}
      fallbackTitle={t('payorPayments.title')}
      back={{ to: payorPaymentsPaths.list, label: t('payorPayments.details.back') }}
      notFound={t('payorPayments.details.notFound')}
      loadFailed={t('payorPayments.details.loadFailed')}
    >
      {(data) => (
        <div className={cardStyles.stack}>
          <DetailHeader
            titleId="payor-payment-title"
            eyebrow={t('payorPayments.details.eyebrow')}
            title={t('payorPayments.details.title', { code: data.code })}
            subtitle={data.carrierName}
            amountLabel={t('payorPayments.details.amount')}
            amount={format.money(data.amountCents, data.currencyId)}
            amountNote={<span className={dataTable.cellNote}>{format.date(data.paidDate)}</span>}
          >
            <Facts>
              <Fact label={t('payorPayments.columns.state')}>{t(`payorPayments.states.${data.state}`)}</Fact>
              <Fact label={t('payorPayments.columns.method')}>{format.method(data.methodType)}</Fact>
              <Fact label={t('payorPayments.details.confirmation')}>{data.confirmationNumber}</Fact>
              <Fact label={t('payorPayments.details.gross')}>{format.money(data.grossCents, data.currencyId)}</Fact>
              <Fact label={t('payorPayments.details.creditNotes')}>
                {format.money(data.creditNoteCents, data.currencyId)}
              </Fact>
            </Facts>
          </DetailHeader>
          <section className={cardStyles.card} aria-labelledby="payor-payment-draft">
            <h2 id="payor-payment-draft" className={cardStyles.title}>
              {t('payorPayments.details.draft')}
            </h2>
            {data.draft ? (
              <Facts>
                <Fact label={t('payorPayments.drafts.date')}>
                  <Link to={payorPaymentsPaths.draftPayments(data.draft.id)}>{format.date(data.draft.draftDate)}</Link>
                </Fact>
                <Fact label={t('payorPayments.drafts.schedule')}>
                  {t(`payorPayments.schedules.${data.draft.schedule}`)}
                </Fact>
                <Fact label={t('payorPayments.drafts.payments')}>{format.count(data.draft.paymentCount)}</Fact>
                <Fact label={t('payorPayments.drafts.amount')}>
                  {format.money(data.draft.amountCents, data.draft.currencyId)}
                </Fact>
                {data.draft.fundingAccount ? (
                  <Fact label={t('payorPayments.drafts.account')}>
                    <Link to={payorProfilePaths.funding}>{fundingAccountLabel(t, data.draft.fundingAccount)}</Link>
                  </Fact>
                ) : null}
              </Facts>
            ) : (
              <p>{t('payorPayments.details.notDraftedYet')}</p>
            )}
          </section>
          {data.creditNotes.length > 0 ? (
            <section className={cardStyles.card} aria-labelledby="payor-payment-notes">
              <h2 id="payor-payment-notes" className={cardStyles.title}>
                {t('payorPayments.details.creditNotesApplied')}
              </h2>
              <ul>
                {data.creditNotes.map((note) => (
                  <li key={note.id}>
                    {note.referenceNumber}: {format.money(note.amountCents, data.currencyId)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className={cardStyles.card} aria-labelledby="payor-payment-invoices">
            <h2 id="payor-payment-invoices" className={cardStyles.title}>
              {t('payorPayments.details.invoices')}
            </h2>
            <div className={dataTable.tableWrap}>
              <table
                className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
              >
                <thead>
                  <tr>
                    <th scope="col">{t('payorPayments.details.invoiceNumber')}</th>
                    <th scope="col">{t('payorPayments.details.loadNumber')}</th>
                    <th scope="col" className={dataTable.numeric}>
                      {t('payorPayments.details.gross')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.invoices.map((invoice) => (
                    <tr key={invoice.id}>
                      <td data-label={t('payorPayments.details.invoiceNumber')}>{invoice.invoiceNumber}</td>
                      <td data-label={t('payorPayments.details.loadNumber')}>{invoice.loadNumber}</td>
                      <td data-label={t('payorPayments.details.gross')} className={dataTable.numeric}>
                        {format.money(invoice.grossCents, data.currencyId)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </div>
      )}
    </RecordPage>
  );
}
