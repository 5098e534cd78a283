import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { relationshipPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useRelationshipTerms } from '../api/get-relationship-terms.ts';
import styles from '../components/relationships.module.css';
import { useTermWords } from '../lib/term-words.ts';
import { useIdParam } from '../lib/use-id-param.ts';

/**
 * `/payee/relationships/:id/terms-of-service`: the terms the carrier accepts when it connects with
 * this payor (seeds 000 §5 and §9: governing law Texas, Dallas County), written from the facts the
 * API gives in the reader's language.
 */
export function RelationshipTermsRoute() {
  const { t } = useTranslation();
  const id = useIdParam();
  const terms = useRelationshipTerms(id ?? 0);
  const format = useFormatters();
  const words = useTermWords();
  const data = terms.data;
  const payor = data?.payor.name ?? '';
  return (
    <Page
      title={t('relationships.termsOfService.pageTitle')}
      skeleton="show"
      isLoading={id !== null && terms.isPending}
    >
      {id === null || terms.isError || !data ? (
        <Alert level="error" title={t('relationships.claim.errorTitle')}>
          {t('relationships.detail.notFound')}
        </Alert>
      ) : (
        <>
          <Link to={relationshipPaths.relationship(data.relationshipId)} className={styles.backLink}>
            ← {t('relationships.termsOfService.back', { payor })}
          </Link>
          <article className={`${styles.card} ${styles.document}`} aria-labelledby="terms-heading">
            <header className={styles.documentHeader}>
              <h1 id="terms-heading" className={styles.documentTitle}>
                {t('relationships.termsOfService.heading')}
              </h1>
              <span>{t('relationships.termsOfService.subtitle', { payor })}</span>
              <span className={styles.muted}>
                {t('relationships.termsOfService.version', {
                  version: data.version,
                  date: format.longDate(data.effectiveDate),
                })}
              </span>
            </header>
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('relationships.termsOfService.sections.scopeHeading')}</h2>
              <p>{t('relationships.termsOfService.sections.scope', { payor })}</p>
            </section>
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('relationships.termsOfService.sections.paymentHeading')}</h2>
              <p>{t('relationships.termsOfService.sections.payment', { payor })}</p>
              <ul className={styles.termList}>
                {data.paymentTerms.map((term) => (
                  <li key={term.paymentType}>
                    <strong>{words.name(term)}</strong>
                    <span>
                      {words.paidWhen(term.termDays)} · {words.fee(term.feeBps)}
                    </span>
                  </li>
                ))}
              </ul>
              {data.freeQuickPayCount > 0 ? (
                <p>
                  {t('relationships.termsOfService.sections.freeQuickPay', { payor, count: data.freeQuickPayCount })}
                </p>
              ) : null}
            </section>
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('relationships.termsOfService.sections.defaultHeading')}</h2>
              <p>{t('relationships.termsOfService.sections.default')}</p>
            </section>
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('relationships.termsOfService.sections.accountHeading')}</h2>
              <p>{t('relationships.termsOfService.sections.account')}</p>
            </section>
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('relationships.termsOfService.sections.accuracyHeading')}</h2>
              <p>{t('relationships.termsOfService.sections.accuracy', { payor })}</p>
            </section>
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('relationships.termsOfService.sections.lawHeading')}</h2>
              <p>
                {t('relationships.termsOfService.sections.law', {
                  state: data.governingLaw.state,
                  county: data.governingLaw.county,
                })}
              </p>
            </section>
            <p className={styles.acceptance}>
              {data.acceptedAt
                ? t('relationships.termsOfService.acceptedOn', { date: format.instantDate(data.acceptedAt) })
                : t('relationships.termsOfService.notAccepted', { payor })}
            </p>
          </article>
        </>
      )}
    </Page>
  );
}
