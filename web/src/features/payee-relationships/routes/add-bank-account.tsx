import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ClaimStep } from '#shared/enums/claim-flow.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { areaRoutes, relationshipPaths } from '#web/config/paths.ts';
import { useUnclaimedRelationships } from '../api/get-unclaimed-relationships.ts';
import styles from '../components/claim.module.css';
import { ClaimProgress } from '../components/claim-progress.tsx';
import type { ClaimNavigationState } from '../lib/claim-flow.ts';

/**
 * `/payee/unclaimed-relationships/add_bank_account`, step 4 AddBankAccount: where the connected
 * payors will pay. With an active account the carrier finishes; without one it is sent to the
 * wallet to add one (or skips for now).
 */
export function AddBankAccountRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = (location.state ?? {}) as ClaimNavigationState;
  const unclaimed = useUnclaimedRelationships();
  const account = unclaimed.data?.payoutAccount ?? null;
  return (
    <Page
      title={t('relationships.claim.pageTitle')}
      heading={t('relationships.unclaimed.heading')}
      skeleton="show"
      isLoading={unclaimed.isPending}
    >
      <section className={styles.wizard}>
        <ClaimProgress step={ClaimStep.AddBankAccount} />
        <h3 className={styles.sectionTitle}>{t('relationships.claim.bank.heading')}</h3>
        {account ? (
          <div className={styles.accountBox}>
            <p>
              {t('relationships.claim.bank.hasAccount', {
                account: account.name,
                destination: account.destinationDescription,
              })}
            </p>
          </div>
        ) : (
          <p className={styles.hint}>{t('relationships.claim.bank.noAccount')}</p>
        )}
        <div className={styles.actions}>
          {account ? (
            <>
              <ButtonLink to={relationshipPaths.claimSuccess} state={state}>
                {t('relationships.claim.bank.finish')}
              </ButtonLink>
              <ButtonLink to={areaRoutes.payee.wallet} variant="secondary">
                {t('relationships.claim.bank.manage')}
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to={areaRoutes.payee.wallet}>{t('relationships.claim.bank.add')}</ButtonLink>
              <ButtonLink to={relationshipPaths.claimSuccess} state={state} variant="secondary">
                {t('relationships.claim.bank.skip')}
              </ButtonLink>
            </>
          )}
        </div>
      </section>
    </Page>
  );
}
