import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cookieLifetimeSeconds } from '#shared/constants/cookies.ts';
import { TokenType } from '#shared/enums/token-type.ts';
import type { LoginForm } from '#shared/validation/login.ts';
import { destinationFor, loginEmailParam, paths, returnUrlParam } from '#web/config/paths.ts';
import { runtimeConfig } from '#web/config/runtime-config.ts';
import { deleteCookie, readCookie, writeCookie } from '#web/lib/cookies.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { login } from '../api/login.ts';
import { CognitoSignIn, maskDestination, type SignInStep } from '../lib/cognito-sign-in.ts';
import { isExpectedSignInError, signInErrorMessage } from '../lib/sign-in-errors.ts';
import { AuthLayout } from './auth-layout.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import styles from './form.module.css';

// Later steps load when they are reached: the first screen stays small and quick to use.
const MfaCodeForm = lazy(() => import('./mfa-code-form.tsx').then((m) => ({ default: m.MfaCodeForm })));
const NewPasswordForm = lazy(() => import('./new-password-form.tsx').then((m) => ({ default: m.NewPasswordForm })));
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog.tsx').then((m) => ({ default: m.ForgotPasswordDialog })),
);

const rememberedEmailCookie = 'lanepay_remember_email';

type Stage =
  | { kind: 'credentials' }
  | { kind: 'mfa'; destination: string; afterPasswordChange: boolean }
  | { kind: 'newPassword' };

/**
 * The login page: password → (new password) → MFA code → session, then a full load of the user's
 * area (or the return_url they came for). It needs neither the router nor the query client, so it
 * can be the first thing the browser runs (see main.tsx).
 */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.pageTitle'));
  const query = new URLSearchParams(window.location.search);
  const requested = query.get(returnUrlParam);
  const [signIn, setSignIn] = useState<CognitoSignIn | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'credentials' });
  const [error, setError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const rememberedEmail = readCookie(rememberedEmailCookie) ?? '';
  // An email handed over in the address (registration's 'Log in') wins over the remembered one.
  const defaultEmail = query.get(loginEmailParam)?.trim() || rememberedEmail;

  async function advance(step: SignInStep) {
    setError(null);
    if (step.kind === 'mfa') {
      setStage({
        kind: 'mfa',
        destination: maskDestination(step.destination),
        afterPasswordChange: stage.kind === 'newPassword',
      });
      return;
    }
    if (step.kind === 'newPassword') {
      setStage({ kind: 'newPassword' });
      return;
    }
    const response = await login({
      tokenType: TokenType.Cognito,
      token: step.idToken,
      refreshToken: step.refreshToken,
    });
    window.location.assign(destinationFor(response.user, requested));
  }

  async function run(action: () => Promise<SignInStep>) {
    try {
      await advance(await action());
    } catch (failure) {
      // Expected refusals (wrong password, bad code) have their own texts; anything else is reported.
      if (!isExpectedSignInError(failure)) console.error('Sign-in failed', failure);
      setError(signInErrorMessage(failure, t));
    }
  }

  async function submitCredentials(values: LoginForm) {
    if (values.rememberMe) writeCookie(rememberedEmailCookie, values.email, cookieLifetimeSeconds.rememberMe);
    else deleteCookie(rememberedEmailCookie);
    const attempt = new CognitoSignIn(values.email);
    setSignIn(attempt);
    await run(() => attempt.start(values.password));
  }

  const ssoHref = `${paths.ssoLogin}${requested ? `?${returnUrlParam}=${encodeURIComponent(requested)}` : ''}`;

  return (
    <AuthLayout>
      {stage.kind === 'credentials' ? (
        <>
          <div className={styles.header}>
            <h1>{t('auth.login.heading')}</h1>
            <p className={styles.muted}>
              {t('auth.login.noAccount')} <a href={paths.registerPayee}>{t('auth.login.createAccount')}</a>
            </p>
          </div>
          <CredentialsForm
            defaultEmail={defaultEmail}
            defaultRememberMe={rememberedEmail !== ''}
            error={error}
            onSubmit={submitCredentials}
            onForgotPassword={() => setForgotOpen(true)}
          />
          {runtimeConfig().ssoEnabled ? (
            <>
              <div className={styles.divider}>{t('auth.login.or')}</div>
              <a className={styles.ssoLink} href={ssoHref}>
                {t('auth.login.sso')}
              </a>
            </>
          ) : null}
          <a className={styles.muted} href={paths.mfaInfo}>
            {t('auth.login.mfaInfoLink')}
          </a>
          {forgotOpen ? (
            <Suspense fallback={null}>
              <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} defaultEmail={defaultEmail} />
            </Suspense>
          ) : null}
        </>
      ) : null}
      <Suspense fallback={<p className={styles.muted}>{t('common.loading')}</p>}>
        {stage.kind === 'mfa' && signIn ? (
          <MfaCodeForm
            title={stage.afterPasswordChange ? t('auth.newPassword.both') : t('auth.mfa.title')}
            destination={stage.destination}
            error={error}
            onSubmit={(code) => run(() => signIn.submitMfaCode(code))}
            onResend={() => run(() => signIn.resendMfaCode())}
          />
        ) : null}
        {stage.kind === 'newPassword' && signIn ? (
          <NewPasswordForm
            error={error}
            onSubmit={(values) => run(() => signIn.completeNewPassword(values.password, values.newPassword))}
          />
        ) : null}
      </Suspense>
    </AuthLayout>
  );
}
