import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { supportContact } from '#shared/constants/support.ts';
import type { CreateCompanyForm } from '#shared/validation/registration.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import type { FlowEvent, Invitee } from '../lib/registration-flow.ts';
import { loginPathFor, typedNumbers } from '../lib/registry-display.ts';
import { Outcome } from './outcome.tsx';
import styles from './registration.module.css';

type Dispatch = (event: FlowEvent) => void;

/** The email already has an account (seeds 000 §8: 'An account with this email address already exists', to login). */
export function AccountExistsPage({ email, dispatch }: { email: string; dispatch: Dispatch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Outcome
      tone="info"
      heading={t('registration.accountExists.heading')}
      actions={
        <>
          <Button variant="secondary" onClick={() => dispatch({ type: 'restart' })}>
            {t('registration.accountExists.useAnother')}
          </Button>
          <Button onClick={() => navigate(loginPathFor(email))}>{t('registration.accountExists.logIn')}</Button>
        </>
      }
    >
      <p className={styles.muted}>{t('registration.accountExists.message', { email })}</p>
    </Outcome>
  );
}

export function ForwardSentPage({ invitee }: { invitee: Invitee }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Outcome
      tone="success"
      heading={t('registration.forwardSent.heading')}
      actions={<Button onClick={() => navigate(paths.root)}>{t('registration.forwardSent.done')}</Button>}
    >
      <p>{t('registration.forwardSent.message', invitee)}</p>
      <p className={styles.muted}>{t('registration.forwardSent.next')}</p>
    </Outcome>
  );
}

/** The registry knows no carrier with these numbers: check them, or contact support (seeds 000 §2.4, §8). */
export function NoMatchPage({ form, dispatch }: { form: CreateCompanyForm; dispatch: Dispatch }) {
  const { t } = useTranslation();
  const numbers = typedNumbers(form, {
    dotNumber: t('registration.company.dotNumber'),
    mcNumber: t('registration.company.mcNumber'),
  });
  return (
    <Outcome
      tone="warning"
      heading={t('registration.noMatch.heading')}
      actions={<Button onClick={() => dispatch({ type: 'edit' })}>{t('registration.noMatch.edit')}</Button>}
    >
      <p>{t('registration.noMatch.message', { numbers })}</p>
      <p className={styles.muted}>{t('registration.noMatch.support')}</p>
      <ul className={styles.contacts}>
        <li>
          <a href={`tel:${supportContact.phone}`}>
            {t('registration.noMatch.supportPhone', { phone: supportContact.phoneDisplay })}
          </a>
        </li>
        <li>
          <a href={`mailto:${supportContact.email}`}>
            {t('registration.noMatch.supportEmail', { email: supportContact.email })}
          </a>
        </li>
      </ul>
    </Outcome>
  );
}

/** The numbers belong to a company that already has an account. */
export function CompanyExistsPage({ dispatch }: { dispatch: Dispatch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Outcome
      tone="info"
      heading={t('registration.companyExists.heading')}
      actions={
        <>
          <Button variant="secondary" onClick={() => dispatch({ type: 'edit' })}>
            {t('registration.companyExists.edit')}
          </Button>
          <Button onClick={() => navigate(paths.root)}>{t('registration.logIn')}</Button>
        </>
      }
    >
      <p className={styles.muted}>{t('registration.companyExists.message')}</p>
    </Outcome>
  );
}

export function ExpiredPage({ message, dispatch }: { message: string; dispatch: Dispatch }) {
  const { t } = useTranslation();
  return (
    <Outcome
      tone="error"
      heading={t('registration.expired.heading')}
      actions={<Button onClick={() => dispatch({ type: 'restart' })}>{t('registration.startOver')}</Button>}
    >
      <Alert level="error">{message || t('errors.registration.expired')}</Alert>
    </Outcome>
  );
}

/** Step 4: the account exists; the login page (email filled in) takes the first sign-in through MFA set-up. */
export function SuccessPage({ email, companyName }: { email: string; companyName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Outcome
      tone="success"
      heading={t('registration.success.heading')}
      actions={<Button onClick={() => navigate(loginPathFor(email))}>{t('registration.success.logIn')}</Button>}
    >
      <p>{t('registration.success.message', { companyName })}</p>
      <p className={styles.muted}>{t('registration.success.next', { email })}</p>
    </Outcome>
  );
}
