import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import cardStyles from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { payorPaymentsPaths, payorProfilePaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { usePayorDrafts } from '../api/get-drafts.ts';
import { fundingAccountLabel } from '../lib/funding-account.ts';

/** The latest drafts of the payor's account: each links to the payments it funded. */
export function DraftsStrip() {
  const { t } = useTranslation();
  const format = useFormatters();
  const drafts = usePayorDrafts({ page: 1, pageSize: 5 });
  if (!drafts.data || drafts.data.items.length === 0) return null;
  return (
    <section className={cardStyles.card} aria-labelledby="payor-drafts-title">
      <h2 id="payor-drafts-title" className={cardStyles.title}>
        {t('payorPayments.drafts.title')}
      </h2>
      <div className={dataTable.tableWrap}>
        <table
          className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
        >
          <thead>
            <tr>
              <th scope="col">{t('payorPayments.drafts.date')}</th>
              <th scope="col">{t('payorPayments.drafts.schedule')}</th>
              <th scope="col">{t('payorPayments.drafts.account')}</th>
              <th scope="col" className={dataTable.numeric}>
                {t('payorPayments.drafts.payments')}
              </th>
              <th scope="col" className={dataTable.numeric}>
                {t('payorPayments.drafts.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {drafts.data.items.map((draft) => (
              <tr key={draft.id}>
                <td data-label={t('payorPayments.drafts.date')}>
                  <Link to={payorPaymentsPaths.draftPayments(draft.id)}>{format.date(draft.draftDate)}</Link>
                </td>
                <td data-label={t('payorPayments.drafts.schedule')}>
                  {t(`payorPayments.schedules.${draft.schedule}`)}
                </td>
                <td data-label={t('payorPayments.drafts.account')}>
                  {draft.fundingAccount ? (
                    <Link to={payorProfilePaths.funding}>{fundingAccountLabel(t, draft.fundingAccount)}</Link>
                  ) : null}
                </td>
                <td data-label={t('payorPayments.drafts.payments')} className={dataTable.numeric}>
                  {format.count(draft.paymentCount)}
                </td>
                <td data-label={t('payorPayments.drafts.amount')} className={dataTable.numeric}>
                  {format.money(draft.amountCents, draft.currencyId)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
