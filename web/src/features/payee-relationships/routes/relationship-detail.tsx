import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Currency, currencyCodes } from '#shared/enums/currency.ts';
import type { PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { areaRoutes, relationshipPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useRelationship } from '../api/get-relationship.ts';
import { DefaultTermPanel } from '../components/default-term-panel.tsx';
import { payorTypeKey } from '../components/payor-type.ts';
import styles from '../components/relationships.module.css';
import { RelationshipStatusBadge } from '../components/status-badge.tsx';
import { useIdParam } from '../lib/use-id-param.ts';

/**
 * `/payee/relationships/:id`: one payor, with the relationship's facts, its open invoices and the
 * default term and payment panel (seeds 000 §2.5).
 */
export function RelationshipDetailRoute() {
  const { t } = useTranslation();
  const id = useIdParam();
  const relationship = useRelationship(id ?? 0);
  const data = relationship.data;
  return (
    <Page
      title={data?.payor.name ?? t('relationships.detail.pageTitle')}
      skeleton="show"
      isLoading={id !== null && relationship.isPending}
    >
      <Link to={areaRoutes.payee.relationships} className={styles.backLink}>
        ← {t('relationships.detail.back')}
      </Link>
      {id === null || relationship.isError || !data ? (
        <Alert level="error" title={t('relationships.claim.errorTitle')}>
          {t('relationships.detail.notFound')}
        </Alert>
      ) : (
        <ShowPage
          title={
            <span className={styles.titleRow}>
              {data.payor.name} <RelationshipStatusBadge relationship={data} />
            </span>
          }
          main={<RelationshipFacts relationship={data} />}
          aside={data.isClaimed ? <DefaultTermPanel relationship={data} /> : <UnclaimedPanel relationship={data} />}
        />
      )}
    </Page>
  );
}

function RelationshipFacts({ relationship }: { relationship: PayeeRelationship }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const currency = relationship.payor.currencyType.id;
  return (
    <>
      <section className={styles.card} aria-labelledby="relationship-heading">
        <h2 id="relationship-heading" className={styles.cardTitle}>
          {t('relationships.detail.relationshipHeading')}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('relationships.detail.payorType')}</dt>
            <dd>{t(payorTypeKey(relationship.payor.payorTypeId))}</dd>
          </div>
          <div>
            <dt>{t('relationships.detail.currency')}</dt>
            <dd>{currencyCodes[currency as Currency] ?? currency}</dd>
          </div>
          <div>
            <dt>{t('relationships.detail.contactStatus')}</dt>
            <dd>{t(`relationships.contactStatus.${relationship.contactStatus}`)}</dd>
          </div>
          <div>
            <dt>{t('relationships.detail.connectedOn')}</dt>
            <dd>{relationship.claimedAt ? format.instantDate(relationship.claimedAt) : '—'}</dd>
          </div>
          <div>
            <dt>{t('relationships.detail.termsAccepted')}</dt>
            <dd>
              {relationship.termsAcceptedAt ? `${format.instantDate(relationship.termsAcceptedAt)} · ` : ''}
              <Link to={relationshipPaths.terms(relationship.id)} className={styles.textLink}>
                {t('relationships.detail.viewTerms')}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t('relationships.detail.factor')}</dt>
            <dd>
              {relationship.assignedFactor?.name || relationship.factorName || t('relationships.detail.noFactor')}
            </dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="open-invoices-heading">
        <h2 id="open-invoices-heading" className={styles.cardTitle}>
          {t('relationships.detail.invoicesHeading')}
        </h2>
        <span className={styles.figure}>{format.money(relationship.availableInvoiceAmount, currency)}</span>
        <span className={styles.muted}>
          {t('relationships.detail.invoiceCount', { count: relationship.availableInvoiceCount })} ·{' '}
          {t('relationships.detail.invoicesHint')}
        </span>
        {relationship.isClaimed ? (
          <div className={styles.actionsRow}>
            <ButtonLink to={areaRoutes.payee.invoices} variant="secondary" size="small">
              {t('relationships.detail.viewInvoices')}
            </ButtonLink>
          </div>
        ) : null}
      </section>
    </>
  );
}

function UnclaimedPanel({ relationship }: { relationship: PayeeRelationship }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className={styles.card} aria-labelledby="unclaimed-heading">
      <h2 id="unclaimed-heading" className={styles.cardTitle}>
        {t('relationships.detail.unclaimedPanel.heading')}
      </h2>
      <p className={styles.muted}>
        {t('relationships.detail.unclaimedPanel.message', { payor: relationship.payor.name })}
      </p>
      {relationship.claimRequestedAt ? (
        <Alert level="info">
          {t('relationships.detail.unclaimedPanel.requested', {
            date: format.instantDate(relationship.claimRequestedAt),
          })}
        </Alert>
      ) : null}
      <div className={styles.actionsRow}>
        <ButtonLink to={relationshipPaths.unclaimedRelationship(relationship.id)}>
          {t('relationships.detail.unclaimedPanel.action')}
        </ButtonLink>
      </div>
    </section>
  );
}
