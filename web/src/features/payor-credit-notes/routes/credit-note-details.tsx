import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CreditNoteBalanceState } from '#shared/enums/credit-note-status.ts';
import { DetailHeader, Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { payorCreditNotesPaths, payorPaymentsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { usePayorCreditNote } from '../api/get-credit-note.ts';

/** `/payor/credit-notes/:id`: a credit note the payor issued, with each repayment. */
export function PayorCreditNoteDetailsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = Number(useParams().id);
  const note = usePayorCreditNote(id);
  return (
    <RecordPage
      record={note}
      title={(data) => t('payorCreditNotes.details.title', { reference: data.referenceNumber })}
      fallbackTitle={t('payorCreditNotes.title')}
      back={{ to: payorCreditNotesPaths.list, label: t('payorCreditNotes.details.back') }}
      notFound={t('payorCreditNotes.details.notFound')}
      loadFailed={t('payorCreditNotes.details.loadFailed')}
    >
      {(data) => (
        <div className={cardStyles.stack}>
          <DetailHeader
            titleId="payor-credit-note-title"
            eyebrow={t('payorCreditNotes.details.eyebrow')}
            title={t('payorCreditNotes.details.title', { reference: data.referenceNumber })}
            subtitle={data.carrierName}
            state={
              <span>
                {t(`payorCreditNotes.statuses.${data.status}`)}
                {data.balanceState === CreditNoteBalanceState.PartiallyPaid
                  ? ` · ${t('payorCreditNotes.partiallyPaid')}`
                  : ''}
              </span>
            }
            amountLabel={t('payorCreditNotes.details.balance')}
            amount={format.money(data.balanceCents, data.currencyId)}
          >
            <Facts>
              <Fact label={t('payorCreditNotes.details.amount')}>
                {format.money(data.amountCents, data.currencyId)}
              </Fact>
              <Fact label={t('payorCreditNotes.details.applied')}>
                {format.money(data.appliedCents, data.currencyId)}
              </Fact>
              <Fact label={t('payorCreditNotes.columns.created')}>{format.date(data.createdDate)}</Fact>
              {data.reason ? <Fact label={t('payorCreditNotes.details.reason')}>{data.reason}</Fact> : null}
              {data.issuedBy ? <Fact label={t('payorCreditNotes.details.issuedBy')}>{data.issuedBy}</Fact> : null}
            </Facts>
          </DetailHeader>
          <section className={cardStyles.card} aria-labelledby="credit-note-applications">
            <h2 id="credit-note-applications" className={cardStyles.title}>
              {t('payorCreditNotes.details.applications')}
            </h2>
            {data.applications.length === 0 ? (
              <p>{t('payorCreditNotes.details.noApplications')}</p>
            ) : (
              <div className={dataTable.tableWrap}>
                <table
                  className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
                >
                  <thead>
                    <tr>
                      <th scope="col">{t('payorCreditNotes.details.payment')}</th>
                      <th scope="col">{t('payorCreditNotes.details.paidDate')}</th>
                      <th scope="col" className={dataTable.numeric}>
                        {t('payorCreditNotes.details.repaid')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.applications.map((application) => (
                      <tr key={application.paymentId}>
                        <td data-label={t('payorCreditNotes.details.payment')}>
                          <Link to={payorPaymentsPaths.payment(application.paymentId)}>{application.paymentCode}</Link>
                        </td>
                        <td data-label={t('payorCreditNotes.details.paidDate')}>{format.date(application.paidDate)}</td>
                        <td data-label={t('payorCreditNotes.details.repaid')} className={dataTable.numeric}>
                          {format.money(application.amountCents, data.currencyId)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
    </RecordPage>
  );
}
