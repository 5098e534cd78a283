import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ContactMethodRelationship, PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import segmented from '#web/components/ui/segmented.module.css';
import { TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { areaRoutes, relationshipPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from '../components/claim.module.css';
import { ClaimWizard } from '../components/claim-wizard.tsx';
import { CheckIcon, LinkIcon, MailIcon, PhoneIcon } from '../components/icons.tsx';
import { payorTypeKey } from '../components/payor-type.ts';
import listStyles from '../components/relationships.module.css';
import { useClaimSnapshot } from './use-claim-snapshot.ts';

/**
 * `/payee/unclaimed-relationships`, 'Claim Relationships' (seeds 000 §2.5): the payors waiting to
 * be claimed, by payor or by contact info. With `?contactMethodId=` it runs the claim flow for
 * every payor of that contact method (the bulk claim by contact method).
 */
export function UnclaimedRelationshipsRoute() {
  const { t } = useTranslation();
  const { user } = useAreaShell();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tabsId = useId();
  const { snapshot, query } = useClaimSnapshot();
  const contactMethodId = Number(params.get('contactMethodId')) || null;
  const byContact = params.get('view') === 'contact';
  const contact = snapshot?.contactMethods.find((method) => method.id === contactMethodId) ?? null;

  if (contactMethodId !== null) {
    return (
      <Page
        title={t('relationships.claim.pageTitle')}
        heading={t('relationships.unclaimed.heading')}
        skeleton="show"
        isLoading={!snapshot && query.isPending}
      >
        {snapshot && contact ? (
          <ClaimWizard
            data={snapshot}
            candidateIds={contact.payeeRelationshipIds}
            initialContactMethodId={contact.id}
            carrierName={user.company.name}
            onCancel={() => navigate(`${areaRoutes.payee.unclaimedRelationships}?view=contact`)}
          />
        ) : (
          <Alert level="error" title={t('relationships.claim.errorTitle')}>
            {t('relationships.unclaimed.notFound')}
          </Alert>
        )}
      </Page>
    );
  }

  const data = query.data;
  return (
    <Page
      title={t('relationships.unclaimed.pageTitle')}
      heading={t('relationships.unclaimed.heading')}
      skeleton="grid"
      isLoading={query.isPending}
    >
      <p className={listPage.intro}>{t('relationships.unclaimed.intro')}</p>
      {query.isError ? (
        <Alert level="error" title={t('relationships.claim.errorTitle')}>
          {t('relationships.unclaimed.loadError')}
        </Alert>
      ) : data && data.relationships.length > 0 ? (
        <>
          <Tabs
            id={tabsId}
            label={t('relationships.unclaimed.viewLabel')}
            tabs={[
              { id: 'payor', label: t('relationships.unclaimed.byPayor') },
              { id: 'contact', label: t('relationships.unclaimed.byContact') },
            ]}
            selected={byContact ? 'contact' : 'payor'}
            onSelect={(view) => setParams(view === 'contact' ? { view } : {}, { replace: true })}
            className={segmented.segmented}
            tabClassName={segmented.option}
          />
          <TabPanel tabsId={tabsId} tab={byContact ? 'contact' : 'payor'} className={styles.grid}>
            {byContact
              ? data.contactMethods.map((method) => (
                  <ContactCard
                    key={method.id}
                    method={method}
                    payors={data.relationships.filter((r) => method.payeeRelationshipIds.includes(r.id))}
                  />
                ))
              : data.relationships.map((relationship) => (
                  <PayorCard key={relationship.id} relationship={relationship} />
                ))}
          </TabPanel>
        </>
      ) : (
        <div className={`${listStyles.card} ${listStyles.empty}`}>
          <span className={`${listStyles.emptyIcon} ${listStyles.successIcon}`}>
            <CheckIcon />
          </span>
          <h2 className={listStyles.emptyTitle}>{t('relationships.unclaimed.emptyTitle')}</h2>
          <p className={listStyles.emptyMessage}>{t('relationships.unclaimed.emptyMessage')}</p>
          <div className={listStyles.emptyActions}>
            <ButtonLink to={areaRoutes.payee.relationships} variant="secondary">
              {t('relationships.unclaimed.viewPayors')}
            </ButtonLink>
          </div>
        </div>
      )}
    </Page>
  );
}

function PayorCard({ relationship }: { relationship: PayeeRelationship }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <article className={styles.card} aria-labelledby={`payor-${relationship.id}`}>
      <div className={styles.cardHeader}>
        <div className={styles.choiceMain}>
          <h2 id={`payor-${relationship.id}`} className={styles.cardTitle}>
            {relationship.payor.name}
          </h2>
          <span className={styles.choiceMeta}>{t(payorTypeKey(relationship.payor.payorTypeId))}</span>
        </div>
        <span className={styles.cardIcon}>
          <LinkIcon />
        </span>
      </div>
      <span className={styles.cardFigure}>
        {relationship.availableInvoiceCount > 0
          ? t('relationships.unclaimed.openInvoices', {
              count: relationship.availableInvoiceCount,
              amount: format.money(relationship.availableInvoiceAmount, relationship.payor.currencyType.id),
            })
          : t('relationships.unclaimed.noOpenInvoices')}
      </span>
      <div className={styles.cardFooter}>
        {relationship.claimRequestedAt ? (
          <span className={`${styles.badge} ${styles.badgeWaiting}`}>{t('relationships.unclaimed.requested')}</span>
        ) : (
          <span />
        )}
        <ButtonLink
          to={relationshipPaths.unclaimedRelationship(relationship.id)}
          size="small"
          aria-label={`${t('relationships.unclaimed.claim')} ${relationship.payor.name}`}
        >
          {t('relationships.unclaimed.claim')}
        </ButtonLink>
      </div>
    </article>
  );
}

function ContactCard({ method, payors }: { method: ContactMethodRelationship; payors: readonly PayeeRelationship[] }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} aria-labelledby={`contact-${method.id}`}>
      <div className={styles.cardHeader}>
        <div className={styles.choiceMain}>
          <h2 id={`contact-${method.id}`} className={styles.cardTitle}>
            {method.destination}
          </h2>
          <span className={styles.choiceMeta}>
            {t(method.kind === 'email' ? 'relationships.unclaimed.email' : 'relationships.unclaimed.phone')} ·{' '}
            {t('relationships.unclaimed.contactUsedBy', { count: payors.length })}
          </span>
        </div>
        <span className={styles.cardIcon}>{method.kind === 'email' ? <MailIcon /> : <PhoneIcon />}</span>
      </div>
      <ul className={styles.nameList}>
        {payors.map((payor) => (
          <li key={payor.id}>{payor.payor.name}</li>
        ))}
      </ul>
      <div className={styles.cardFooter}>
        {method.isPreVerified ? (
          <span className={styles.badge}>{t('relationships.unclaimed.preVerified')}</span>
        ) : (
          <span />
        )}
        <ButtonLink to={relationshipPaths.claimByContact(method.id)} size="small">
          {t('relationships.unclaimed.claimAll', { count: payors.length })}
        </ButtonLink>
      </div>
    </article>
  );
}
