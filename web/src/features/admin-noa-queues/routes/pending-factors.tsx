import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { noaQueuesPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { usePendingFactors } from '../api/get-pending-factors.ts';
import { useReturnPendingFactorGroup } from '../api/return-pending-factor-group.ts';
import styles from '../components/noa-queues.module.css';

/**
 * `/admin/noa/pending_factors` (seeds 001 §2): documents naming a factor not yet on LanePay,
 * grouped by the name they give it; once the factor is added its group goes back to the
 * processing queue (newFactorAdded).
 */
export function PendingFactorsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const groups = usePendingFactors();
  const returnGroup = useReturnPendingFactorGroup();
  const failed = groups.error instanceof ApiError && !groups.error.isGeneric ? groups.error.message : null;
  return (
    <Page
      title={t('noaQueues.pendingFactors.title')}
      heading={t('noaQueues.pendingFactors.title')}
      intro={<span className={listPage.intro}>{t('noaQueues.pendingFactors.intro')}</span>}
      isLoading={groups.isPending}
      skeleton="table"
    >
      {returnGroup.isSuccess ? (
        <Alert level="success">
          {t('noaQueues.pendingFactors.returned', { count: returnGroup.data.returnedIds.length })}
        </Alert>
      ) : null}
      {returnGroup.error instanceof ApiError ? <Alert level="error">{returnGroup.error.message}</Alert> : null}
      {groups.isError ? (
        <Alert level="error" title={t('errors.errorTitle')}>
          {failed ?? t('noaQueues.pendingFactors.loadFailed')}
        </Alert>
      ) : groups.data && groups.data.groups.length === 0 ? (
        <div className={listPage.empty}>
          <h2 className={listPage.emptyTitle}>{t('noaQueues.pendingFactors.emptyTitle')}</h2>
          <p className={listPage.emptyMessage}>{t('noaQueues.pendingFactors.emptyMessage')}</p>
        </div>
      ) : groups.data ? (
        <div className={`${listPage.results} ${dataTable.tableWrap}`}>
          <table className={`${dataTable.table} ${listPage.table}`}>
            <thead>
              <tr>
                <th scope="col">{t('noaQueues.pendingFactors.factorName')}</th>
                <th scope="col">{t('noaQueues.pendingFactors.documents')}</th>
                <th scope="col" className={listPage.hideMobile}>
                  {t('noaQueues.pendingFactors.oldest')}
                </th>
              </tr>
            </thead>
            <tbody>
              {groups.data.groups.map((group) => (
                <tr key={group.proposedFactorName} data-testid="pending-factor-group">
                  <td className={styles.wrap}>
                    <strong>{group.proposedFactorName || t('noaQueues.pendingFactors.noName')}</strong>
                    {/* The group's action sits under its name, so the table fits a phone. */}
                    <div className={styles.rowAction}>
                      {group.proposedFactorName ? (
                        <Button
                          size="small"
                          variant="secondary"
                          disabled={returnGroup.isPending}
                          aria-label={`${t('noaQueues.pendingFactors.factorAdded')}: ${group.proposedFactorName}`}
                          onClick={() => returnGroup.mutate(group.proposedFactorName)}
                        >
                          {t('noaQueues.pendingFactors.factorAdded')}
                        </Button>
                      ) : null}
                    </div>
                  </td>
                  <td className={styles.wrap}>
                    {group.documentIds.map((id) => (
                      <Link key={id} to={noaQueuesPaths.pendingFactor(id)} className={listPage.numberLink}>
                        {t('noaQueues.documentNumber', { id })}{' '}
                      </Link>
                    ))}
                  </td>
                  <td className={listPage.hideMobile}>{format.dateTime(group.oldestReceivedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Page>
  );
}
