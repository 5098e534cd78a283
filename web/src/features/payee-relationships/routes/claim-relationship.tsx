import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/components/ui/toast-store.ts';
import { areaRoutes, relationshipPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDownloadTakeControlInfo } from '../api/download-take-control-info.ts';
import { ClaimWizard } from '../components/claim-wizard.tsx';
import styles from '../components/relationships.module.css';
import { useIdParam } from '../lib/use-id-param.ts';
import { useClaimSnapshot } from './use-claim-snapshot.ts';

/**
 * `/payee/unclaimed-relationships/:id`: the claim flow for one payor (claim by payor), and its
 * take-control details (contact methods on file, ways to verify) as a PDF to keep or send on.
 */
export function ClaimRelationshipRoute() {
  const { t } = useTranslation();
  const { user } = useAreaShell();
  const navigate = useNavigate();
  const id = useIdParam();
  const { snapshot, query } = useClaimSnapshot();
  const relationship = snapshot?.relationships.find((r) => r.id === id) ?? null;
  // What claiming this payor takes (contact details on file, every way to verify), as a PDF.
  const download = useDownloadTakeControlInfo();
  return (
    <Page title={t('relationships.claim.pageTitle')} skeleton="show" isLoading={!snapshot && query.isPending}>
      <Link to={areaRoutes.payee.unclaimedRelationships} className={styles.backLink}>
        ← {t('relationships.unclaimed.heading')}
      </Link>
      <div className={styles.headingRow}>
        <h1 className={styles.pageHeading}>{relationship?.payor.name ?? t('relationships.unclaimed.heading')}</h1>
        {relationship ? (
          <Button
            variant="secondary"
            size="small"
            busy={download.isPending}
            busyLabel={t('relationships.report.takeControl.downloading')}
            onClick={() =>
              download.mutate(relationship.id, {
                onError: (error) =>
                  showToast({
                    level: 'error',
                    title: t('errors.errorTitle'),
                    message:
                      error instanceof ApiError && !error.isGeneric
                        ? error.message
                        : t('relationships.report.takeControl.downloadFailed'),
                  }),
              })
            }
          >
            {t('relationships.report.takeControl.download')}
          </Button>
        ) : null}
      </div>
      {snapshot && relationship ? (
        <ClaimWizard
          data={snapshot}
          candidateIds={[relationship.id]}
          initialContactMethodId={null}
          carrierName={user.company.name}
          onCancel={() => navigate(areaRoutes.payee.unclaimedRelationships)}
        />
      ) : (
        <Alert level="info">
          {t('relationships.unclaimed.notFound')}{' '}
          {id !== null ? (
            <Link to={relationshipPaths.relationship(id)} className={styles.textLink}>
              {t('relationships.list.view')}
            </Link>
          ) : null}
        </Alert>
      )}
    </Page>
  );
}
