import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CreditNoteBalanceState, type CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { payorInvoiceRoles } from '#shared/permissions/payor.ts';
import { hasAnyRole } from '#shared/permissions/roles.ts';
import { type PayorCreditNotesPage, payorCreditNotesQuerySchema } from '#shared/schemas/payor-credit-notes.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { payorCreditNotesPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { offeredPageSize } from '#web/lib/list-params.ts';
import { readUrlFields } from '#web/lib/url-state.ts';
import { useLatestSearchParams } from '#web/lib/use-latest-search-params.ts';
import { usePayorCreditNotes } from '../api/get-credit-notes.ts';
import { IssueForm } from '../components/issue-form.tsx';
import { creditNoteStatuses } from '../lib/statuses.ts';

/**
 * `/payor/credit-notes`: the credit notes the payor issued to its carriers, newest first, with what
 * the payout run has repaid of each; users who submit invoices issue new ones here.
 */
export function PayorCreditNotesListRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { user } = useAreaShell();
  const canIssue = hasAnyRole(user.authRoles, payorInvoiceRoles);
  const [issuing, setIssuing] = useState(false);
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const fields = useMemo(() => readUrlFields(payorCreditNotesQuerySchema.shape, searchParams), [searchParams]);
  const status = fields.status?.[0] ?? null;
  const page = fields.page ?? 1;
  const pageSize = offeredPageSize(fields.pageSize);
  const notes = usePayorCreditNotes({ page, pageSize, ...(status ? { status: [status] } : {}) });
  const update = useCallback(
    (change: { status?: CreditNoteStatus | null; page?: number; pageSize?: number }) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === null || value === undefined || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const clear = () => setSearchParams(new URLSearchParams(), { replace: true });
  const label = {
    reference: t('payorCreditNotes.columns.reference'),
    carrier: t('payorCreditNotes.columns.carrier'),
    created: t('payorCreditNotes.columns.created'),
    status: t('payorCreditNotes.columns.status'),
    amount: t('payorCreditNotes.columns.amount'),
    applied: t('payorCreditNotes.columns.applied'),
    balance: t('payorCreditNotes.columns.balance'),
  };
  return (
    <ListPage
      title={t('payorCreditNotes.title')}
      heading={t('payorCreditNotes.title')}
      intro={t('payorCreditNotes.intro')}
      actions={
        canIssue && !issuing ? (
          <Button onClick={() => setIssuing(true)}>{t('payorCreditNotes.issue.open')}</Button>
        ) : null
      }
      filters={
        <div className={cardStyles.stack}>
          {issuing ? <IssueForm onDone={() => setIssuing(false)} /> : null}
          <div className={listPage.filters}>
            <div className={listPage.filterRow}>
              <label className={listPage.control}>
                <span className={listPage.label}>{t('payorCreditNotes.filters.status')}</span>
                <select
                  className={listPage.select}
                  value={status ?? ''}
                  onChange={(event) =>
                    update({ status: (event.target.value || null) as CreditNoteStatus | null, page: 1 })
                  }
                >
                  <option value="">{t('payorCreditNotes.filters.allStatuses')}</option>
                  {creditNoteStatuses.map((value) => (
                    <option key={value} value={value}>
                      {t(`payorCreditNotes.statuses.${value}`)}
                    </option>
                  ))}
                </select>
              </label>
              {status ? (
                <button type="button" className={listPage.filterButton} onClick={clear}>
                  {t('payorCreditNotes.filters.clear')}
                </button>
              ) : null}
            </div>
          </div>
        </div>
      }
      list={notes}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={(data) => <Totals data={data} />}
      empty={() => ({
        icon: '−',
        title: t('payorCreditNotes.empty.title'),
        message: t('payorCreditNotes.empty.message'),
        ...(status ? { clear: { label: t('payorCreditNotes.filters.clear'), onClear: clear } } : {}),
      })}
      loadFailed={t('payorCreditNotes.loadFailed')}
      onPage={(next) => update({ page: next })}
      onPageSize={(next) => update({ pageSize: next, page: 1 })}
    >
      {(data) => (
        <div className={dataTable.tableWrap}>
          <table
            className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
          >
            <thead>
              <tr>
                <th scope="col">{label.reference}</th>
                <th scope="col">{label.carrier}</th>
                <th scope="col" aria-sort="descending">
                  {label.created}
                </th>
                <th scope="col">{label.status}</th>
                <th scope="col" className={dataTable.numeric}>
                  {label.amount}
                </th>
                <th scope="col" className={dataTable.numeric}>
                  {label.applied}
                </th>
                <th scope="col" className={dataTable.numeric}>
                  {label.balance}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((note) => (
                <tr key={note.id} data-testid="payor-credit-note-row">
                  <td data-label={label.reference}>
                    <Link to={payorCreditNotesPaths.note(note.id)}>{note.referenceNumber}</Link>
                  </td>
                  <td data-label={label.carrier}>{note.carrierName}</td>
                  <td data-label={label.created}>{format.date(note.createdDate)}</td>
                  <td data-label={label.status}>
                    {t(`payorCreditNotes.statuses.${note.status}`)}
                    {note.balanceState === CreditNoteBalanceState.PartiallyPaid ? (
                      <span className={dataTable.cellNote}>{t('payorCreditNotes.partiallyPaid')}</span>
                    ) : null}
                  </td>
                  <td data-label={label.amount} className={dataTable.numeric}>
                    {format.money(note.amountCents, note.currencyId)}
                  </td>
                  <td data-label={label.applied} className={dataTable.numeric}>
                    {format.money(note.appliedCents, note.currencyId)}
                  </td>
                  <td data-label={label.balance} className={dataTable.numeric}>
                    {format.money(note.balanceCents, note.currencyId)}
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

/** What every matching note adds up to, per currency. */
function Totals({ data }: { data: PayorCreditNotesPage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <CurrencyTotals
      label={t('payorCreditNotes.totals.label')}
      totals={data.totals.map((total) => {
        const money = (cents: number) => format.money(cents, total.currencyId);
        return {
          currencyId: total.currencyId,
          count: t('payorCreditNotes.totals.count', { count: total.count }),
          figures: [
            { text: t('payorCreditNotes.totals.amount', { amount: money(total.amountCents) }) },
            { text: t('payorCreditNotes.totals.applied', { amount: money(total.appliedCents) }) },
            { text: t('payorCreditNotes.totals.balance', { amount: money(total.balanceCents) }), strong: true },
          ],
        };
      })}
    />
  );
}
