import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink, buttonLinkClassName } from '#web/components/ui/button-link.tsx';
import { areaRoutes, paths, relationshipPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { usePayor } from '../api/get-payor.ts';
import styles from '../components/relationships.module.css';

/**
 * `/payee/brokers/{id}`, where the all-brokers page's Connect leads a carrier: to the relationship
 * when the broker already is its payor (claimed: the relationship; unclaimed: the claim flow), or
 * to a page saying how the connection comes about when it is not one yet.
 */
export function BrokerRoute() {
  const { t } = useTranslation();
  const payorId = Number(useParams().id);
  const valid = Number.isInteger(payorId) && payorId > 0;
  const payor = usePayor(valid ? payorId : 0);
  const notConnected = !valid || (payor.error instanceof ApiError && [400, 404].includes(payor.error.status));
  const redirectTo = payor.data
    ? payor.data.isClaimed
      ? relationshipPaths.relationship(payor.data.payeeRelationshipId)
      : relationshipPaths.unclaimedRelationship(payor.data.payeeRelationshipId)
    : null;
  return (
    <Page
      title={t('relationships.broker.pageTitle')}
      skeleton="show"
      isLoading={valid && payor.isPending}
      redirectTo={redirectTo}
    >
      {notConnected ? (
        <section className={`${styles.card} ${styles.empty}`}>
          <h1 className={styles.documentTitle}>{t('relationships.broker.notConnectedHeading')}</h1>
          <p className={styles.emptyMessage}>{t('relationships.broker.notConnectedMessage')}</p>
          <div className={styles.emptyActions}>
            <ButtonLink to={areaRoutes.payee.unclaimedRelationships}>
              {t('relationships.broker.claimPayors')}
            </ButtonLink>
            <a href={paths.allBrokers} className={buttonLinkClassName({ variant: 'secondary' })}>
              {t('relationships.broker.allBrokers')}
            </a>
          </div>
        </section>
      ) : payor.isError ? (
        <Alert level="error" title={t('errors.errorTitle')}>
          {t('errors.generic')}
        </Alert>
      ) : null}
    </Page>
  );
}
