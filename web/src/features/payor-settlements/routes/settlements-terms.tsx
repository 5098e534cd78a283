import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { termsAgreedSchema } from '#shared/validation/consent.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { hasPayorPaperworkRole } from '#web/components/layouts/area-shell/nav-items.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { NotFoundPage } from '#web/components/status-pages/not-found-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { settlementsPaths } from '#web/config/paths.ts';
import { paperworkInProduction } from '#web/config/runtime-config.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, zodFormResolver } from '#web/lib/form-resolver.ts';
import { useAcceptedTerms } from '#web/lib/paperwork/get-accepted-terms.ts';
import { useAcceptTerms } from '../api/accept-terms.ts';
import { CarrierDenyList } from '../components/carrier-deny-list.tsx';
import styles from '../components/terms.module.css';

/** The sections of the paperwork terms, in order (texts in the `settlements.terms.sections` messages). */
export const termsSections = ['service', 'carriers', 'review', 'access', 'retention', 'law'] as const;

const termsFormSchema = z.object({ isTermsAgreed: termsAgreedSchema });
type TermsForm = { isTermsAgreed: boolean };

/**
 * `/payor/settlements/terms` (seeds 001 §2 route settlements_terms, §5): the paperwork terms, which
 * a payor user with the Submission or User Admin role must agree to ('You must agree to Terms of
 * Service.') before paperwork is fetched; accepting leads on to Settlements. Once accepted, the
 * page confirms it and holds the carriers blocked from viewing paperwork.
 */
export function SettlementsTermsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, home } = useAreaShell();
  const live = paperworkInProduction();
  const mayReview = live && hasPayorPaperworkRole(user.authRoles);
  const terms = useAcceptedTerms(mayReview);
  const accept = useAcceptTerms();
  const form = useForm<TermsForm>({
    resolver: zodFormResolver(termsFormSchema as z.ZodType<TermsForm>, t),
    defaultValues: { isTermsAgreed: false },
  });
  const accepted = terms.data?.hasAcceptedTerms === true;

  const submit = form.handleSubmit(async () => {
    try {
      await accept.mutateAsync();
      navigate(settlementsPaths.list);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      if (!applyServerErrors(fieldErrors, form.setError)) {
        const message = error instanceof ApiError && !error.isGeneric ? error.message : t('settlements.errors.generic');
        form.setError('root', { type: 'server', message });
      }
    }
  });

  if (!live) return <NotFoundPage home={home} />;
  return (
    <Page
      title={t('settlements.terms.pageTitle')}
      heading={t('settlements.terms.heading')}
      isLoading={mayReview && terms.isPending}
      skeleton="billEdit"
    >
      <div className={styles.layout}>
        <p className={styles.intro}>{t('settlements.terms.intro', { company: user.company.name })}</p>
        {!mayReview ? (
          <Alert level="info">{t('settlements.terms.noRole')}</Alert>
        ) : terms.isError ? (
          <Alert level="error" title={t('errors.errorTitle')}>
            {t('settlements.errors.load')}
          </Alert>
        ) : null}
        {accepted ? (
          <div className={styles.accepted} data-testid="terms-accepted">
            <div className={styles.acceptedText}>
              <span className={styles.acceptedTitle}>{t('settlements.terms.accepted')}</span>
              <span>{t('settlements.terms.acceptedText')}</span>
            </div>
            <Link to={settlementsPaths.list} className={styles.link}>
              {t('settlements.terms.openSettlements')} →
            </Link>
          </div>
        ) : null}
        <section className={`${cardStyles.card} ${styles.termsCard}`} aria-label={t('settlements.terms.documentLabel')}>
          <div className={styles.document} role="document" aria-label={t('settlements.terms.documentLabel')}>
            <span className={styles.version}>{t('settlements.terms.updated')}</span>
            {termsSections.map((key) => (
              <div key={key} className={styles.section}>
                <h2 className={styles.sectionTitle}>{t(`settlements.terms.sections.${key}.title`)}</h2>
                <p>{t(`settlements.terms.sections.${key}.text`)}</p>
              </div>
            ))}
          </div>
          {mayReview && !accepted && !terms.isError ? (
            <form className={styles.form} noValidate onSubmit={submit}>
              <Checkbox label={t('settlements.terms.agree')} {...form.register('isTermsAgreed')} />
              {form.formState.errors.isTermsAgreed ? (
                <span className={styles.fieldError} role="alert">
                  {form.formState.errors.isTermsAgreed.message}
                </span>
              ) : null}
              {form.formState.errors.root ? (
                <Alert level="error" title={t('settlements.terms.error')}>
                  {form.formState.errors.root.message}
                </Alert>
              ) : null}
              <div className={styles.actions}>
                <Button type="submit" busy={accept.isPending} busyLabel={t('settlements.terms.accepting')}>
                  {t('settlements.terms.accept')}
                </Button>
              </div>
            </form>
          ) : null}
        </section>
        {accepted ? <CarrierDenyList /> : null}
      </div>
    </Page>
  );
}
