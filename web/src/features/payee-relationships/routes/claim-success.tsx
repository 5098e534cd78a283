import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { areaRoutes, relationshipPaths } from '#web/config/paths.ts';
import { useRelationships } from '../api/get-relationships.ts';
import { useUnclaimedRelationships } from '../api/get-unclaimed-relationships.ts';
import { CheckIcon } from '../components/icons.tsx';
import styles from '../components/relationships.module.css';
import type { ClaimNavigationState } from '../lib/claim-flow.ts';

/** `/payee/relationships/success`: the end of the claim flow, with the payors just connected. */
export function ClaimSuccessRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const claimedIds = ((location.state ?? {}) as ClaimNavigationState).claimedIds ?? [];
  const claimed = useRelationships({ isClaimed: true, pageSize: 200 });
  const unclaimed = useUnclaimedRelationships();
  const connected = (claimed.data?.items ?? []).filter((r) => claimedIds.includes(r.id));
  const waiting = unclaimed.data?.relationships.length ?? 0;
  return (
    <Page title={t('relationships.success.pageTitle')} skeleton="list" isLoading={claimed.isPending}>
      <section className={`${styles.card} ${styles.empty}`}>
        <span className={`${styles.emptyIcon} ${styles.successIcon}`}>
          <CheckIcon />
        </span>
        <h1 className={styles.documentTitle}>{t('relationships.success.heading')}</h1>
        <p className={styles.emptyMessage}>
          {claimedIds.length > 0
            ? t('relationships.success.message', { count: claimedIds.length })
            : t('relationships.success.generic')}
        </p>
        {connected.length > 0 ? (
          <ul className={styles.termList}>
            {connected.map((relationship) => (
              <li key={relationship.id}>
                <Link to={relationshipPaths.relationship(relationship.id)} className={styles.textLink}>
                  {relationship.payor.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.emptyActions}>
          <ButtonLink to={areaRoutes.payee.relationships}>{t('relationships.success.viewPayors')}</ButtonLink>
          {waiting > 0 ? (
            <ButtonLink to={areaRoutes.payee.unclaimedRelationships} variant="secondary">
              {t('relationships.success.claimMore')}
            </ButtonLink>
          ) : null}
        </div>
      </section>
    </Page>
  );
}
