import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertStatus } from '#shared/enums/alert.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { itemsPaging, ResultCount } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { useHighwayAlert, useHighwayAlerts } from '../api/get-alerts.ts';
import { AlertDetails } from '../components/alert-details.tsx';
import { HighwayAlertsTable } from '../components/alerts-table.tsx';
import { apiQueryOf, readListState, writeListState } from '../lib/list-state.ts';

/** The list section whose query string and scroll position are remembered (seeds 000 §2.7). */
export const payorHighwayAlertsSection = 'payorHighwayAlerts';

/**
 * `/payor/highway-alerts` (seeds 001 §2): the payor's alerts, open and ignored, filtered by status
 * and paged; one alert opens over the list (`?alert=<id>`) with its checks, the invoices it holds
 * and its history, where a user who may review invoices clears it, ignores it or checks again.
 */
export function PayorHighwayAlertsRoute() {
  const { t } = useTranslation();
  const { state, update, onPage, onPageSize } = useListUrlState(readListState, writeListState);
  const apiQuery = useMemo(() => apiQueryOf(state), [state]);
  const { restoring } = useRememberedQuery(payorHighwayAlertsSection);
  const list = useHighwayAlerts(apiQuery, !restoring);
  useRememberedScroll(payorHighwayAlertsSection, list.isSuccess && !list.isPlaceholderData);

  const clear = useCallback(() => update({ status: null, page: 1 }), [update]);

  // The open alert stays over the list whatever the list shows (ending the last one empties it).
  return (
    <>
      <ListPage
        title={t('highwayAlerts.title')}
        heading={t('highwayAlerts.title')}
        intro={t('highwayAlerts.intro')}
        filters={
          <section className={listPage.filters} aria-label={t('highwayAlerts.filters.label')}>
            <div className={listPage.filterRow}>
              <FilterSelect
                label={t('highwayAlerts.filters.status')}
                value={state.status ?? ''}
                onChange={(value) => update({ status: value ? (Number(value) as AlertStatus) : null, page: 1 })}
              >
                <option value="">{t('highwayAlerts.filters.all')}</option>
                {Object.values(AlertStatus).map((id) => (
                  <option key={id} value={id}>
                    {t(`highwayAlerts.statuses.${id}`)}
                  </option>
                ))}
              </FilterSelect>
            </div>
          </section>
        }
        list={list}
        restoring={restoring}
        paging={itemsPaging}
        toolbar={(page) => <ResultCount answer={page} />}
        empty={() =>
          state.status !== null
            ? {
                icon: '!',
                title: t('highwayAlerts.empty.title'),
                message: t('highwayAlerts.empty.message'),
                clear: { label: t('highwayAlerts.filters.all'), onClear: clear },
              }
            : { icon: '!', title: t('highwayAlerts.empty.noneTitle'), message: t('highwayAlerts.empty.noneMessage') }
        }
        loadFailed={t('highwayAlerts.loadFailed')}
        onPage={onPage}
        onPageSize={onPageSize}
      >
        {(page) => <HighwayAlertsTable items={page.items} />}
      </ListPage>
      <AlertDialog id={state.alert} onClose={() => update({ alert: null })} />
    </>
  );
}

function AlertDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const alert = useHighwayAlert(id);
  return (
    <Dialog
      open={id !== null}
      title={
        alert.data ? t('highwayAlerts.details.title', { carrier: alert.data.carrierName }) : t('highwayAlerts.title')
      }
      onClose={onClose}
      size="wide"
    >
      {alert.data ? (
        <AlertDetails alert={alert.data} />
      ) : alert.isError ? (
        <Alert level="error">{t('highwayAlerts.details.loadFailed')}</Alert>
      ) : (
        <Skeleton kind="show" />
      )}
    </Dialog>
  );
}
