import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PaymentState } from '#shared/enums/payment-state.ts';
import type { PayorPaymentsPage } from '#shared/schemas/payor-payments.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { payorPaymentsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { usePayorPayments } from '../api/get-payments.ts';
import { DraftsStrip } from '../components/drafts-strip.tsx';
import {
  apiQueryOf,
  datePresets,
  isFiltered,
  type PayorPaymentsListState,
  readListState,
  writeListState,
} from '../lib/list-search.ts';

/**
 * `/payor/payments`: payments made on the payor's behalf, newest paid first (seeds 001 §2), with
 * the latest drafts of its account above them; a draft's link lists the payments it funded.
 */
export function PayorPaymentsListRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { state, update, clear } = useListUrlState(readListState, writeListState);
  const payments = usePayorPayments(apiQueryOf(state));
  const filtered = isFiltered(state);
  const label = {
    paidDate: t('payorPayments.columns.paidDate'),
    code: t('payorPayments.columns.code'),
    carrier: t('payorPayments.columns.carrier'),
    invoices: t('payorPayments.columns.invoices'),
    method: t('payorPayments.columns.method'),
    state: t('payorPayments.columns.state'),
    amount: t('payorPayments.columns.amount'),
    draft: t('payorPayments.columns.draft'),
  };
  return (
    <ListPage
      title={t('payorPayments.title')}
      heading={t('payorPayments.title')}
      intro={t('payorPayments.intro')}
      filters={
        <div className={cardStyles.stack}>
          <DraftsStrip />
          <div className={listPage.filters}>
            <div className={listPage.filterRow}>
              <label className={listPage.control}>
                <span className={listPage.label}>{t('payorPayments.filters.paidDate')}</span>
                <select
                  className={listPage.select}
                  value={state.datePreset ?? ''}
                  onChange={(event) =>
                    update({
                      datePreset: (event.target.value || null) as PayorPaymentsListState['datePreset'],
                      page: 1,
                    })
                  }
                >
                  <option value="">{t('payorPayments.filters.allDates')}</option>
                  {datePresets.map((preset) => (
                    <option key={preset} value={preset}>
                      {t(`payorPayments.presets.${preset}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={listPage.control}>
                <span className={listPage.label}>{t('payorPayments.filters.drafted')}</span>
                <select
                  className={listPage.select}
                  value={state.drafted === null ? '' : String(state.drafted)}
                  onChange={(event) =>
                    update({ drafted: event.target.value === '' ? null : event.target.value === 'true', page: 1 })
                  }
                >
                  <option value="">{t('payorPayments.filters.any')}</option>
                  <option value="true">{t('payorPayments.filters.draftedYes')}</option>
                  <option value="false">{t('payorPayments.filters.draftedNo')}</option>
                </select>
              </label>
              {filtered ? (
                <button type="button" className={listPage.filterButton} onClick={clear}>
                  {t('payorPayments.filters.clear')}
                </button>
              ) : null}
            </div>
          </div>
        </div>
      }
      list={payments}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={(data) => <Totals data={data} />}
      empty={() => ({
        icon: '$',
        title: t('payorPayments.empty.title'),
        message: t('payorPayments.empty.message'),
        ...(filtered ? { clear: { label: t('payorPayments.filters.clear'), onClear: clear } } : {}),
      })}
      loadFailed={t('payorPayments.loadFailed')}
      onPage={(page) => update({ page })}
      onPageSize={(pageSize) => update({ pageSize, page: 1 })}
    >
      {(data) => (
        <div className={dataTable.tableWrap}>
          <table
            className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
          >
            <thead>
              <tr>
                <th scope="col" aria-sort="descending">
                  {label.paidDate}
                </th>
                <th scope="col">{label.code}</th>
                <th scope="col">{label.carrier}</th>
                <th scope="col" className={dataTable.numeric}>
                  {label.invoices}
                </th>
                <th scope="col">{label.method}</th>
                <th scope="col">{label.state}</th>
                <th scope="col" className={dataTable.numeric}>
                  {label.amount}
                </th>
                <th scope="col">{label.draft}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((payment) => (
                <tr key={payment.id} data-testid="payor-payment-row">
                  <td data-label={label.paidDate} className={dataTable.nowrap}>
                    {format.date(payment.paidDate)}
                  </td>
                  <td data-label={label.code} className={dataTable.nowrap}>
                    <Link to={payorPaymentsPaths.payment(payment.id)}>{payment.code}</Link>
                  </td>
                  <td data-label={label.carrier}>{payment.carrierName}</td>
                  <td data-label={label.invoices} className={dataTable.numeric}>
                    {format.count(payment.invoiceCount)}
                  </td>
                  <td data-label={label.method}>{format.method(payment.methodType)}</td>
                  <td data-label={label.state}>{t(`payorPayments.states.${payment.state}`)}</td>
                  <td data-label={label.amount} className={dataTable.numeric}>
                    {format.money(payment.amountCents, payment.currencyId)}
                    {payment.creditNoteCents > 0 ? (
                      <span className={dataTable.cellNote}>
                        {t('payorPayments.creditNotesApplied', {
                          amount: format.money(payment.creditNoteCents, payment.currencyId),
                        })}
                      </span>
                    ) : null}
                  </td>
                  <td data-label={label.draft} className={dataTable.nowrap}>
                    {payment.draftDate
                      ? format.date(payment.draftDate)
                      : payment.state === PaymentState.Refunded
                        ? t('payorPayments.refundedNotDrafted')
                        : t('payorPayments.notDrafted')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListPage>
  );
}

/** What every matching payment adds up to, per currency. */
function Totals({ data }: { data: PayorPaymentsPage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const refundsLeftOut = data.totals.reduce((sum, total) => sum + total.count, 0) < data.totalCount;
  return (
    <CurrencyTotals
      label={t('payorPayments.totals.label')}
      note={refundsLeftOut ? t('payorPayments.totals.refundsExcluded') : null}
      totals={data.totals.map((total) => {
        const money = (cents: number) => format.money(cents, total.currencyId);
        return {
          currencyId: total.currencyId,
          count: t('payorPayments.totals.count', { count: total.count }),
          figures: [
            { text: t('payorPayments.totals.gross', { amount: money(total.grossCents) }) },
            { text: t('payorPayments.totals.creditNotes', { amount: money(total.creditNoteCents) }) },
            { text: t('payorPayments.totals.amount', { amount: money(total.amountCents) }), strong: true },
          ],
        };
      })}
    />
  );
}
