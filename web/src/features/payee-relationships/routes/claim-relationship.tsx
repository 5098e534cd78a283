import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAreaShell } from '../../../components/layouts/area-shell/area-shell-context.ts';
import { Page } from '../../../components/layouts/page.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { areaRoutes } from '../../../config/area-routes.ts';
import { ClaimWizard } from '../components/claim-wizard.tsx';
import styles from '../components/relationships.module.css';
import { useIdParam } from '../lib/use-id-param.ts';
import { relationshipPath } from '../paths.ts';
import { useClaimSnapshot } from './use-claim-snapshot.ts';

/** `/payee/unclaimed-relationships/:id`: the claim flow for one payor (claim by payor). */
export function ClaimRelationshipRoute() {
  const { t } = useTranslation();
  const { user } = useAreaShell();
  const navigate = useNavigate();
  const id = useIdParam();
  const { snapshot, query } = useClaimSnapshot();
  const relationship = snapshot?.relationships.find((r) => r.id === id) ?? null;
  return (
    <Page title={t('relationships.claim.pageTitle')} skeleton="show" isLoading={!snapshot && query.isPending}>
      <Link to={areaRoutes.payee.unclaimedRelationships} className={styles.backLink}>
        ← {t('relationships.unclaimed.heading')}
      </Link>
      <h1 className={styles.pageHeading}>{relationship?.payor.name ?? t('relationships.unclaimed.heading')}</h1>
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
            <Link to={relationshipPath(id)} className={styles.textLink}>
              {t('relationships.list.view')}
            </Link>
          ) : null}
        </Alert>
      )}
    </Page>
  );
}
