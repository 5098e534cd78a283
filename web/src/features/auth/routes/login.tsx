import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { TokenType } from '#shared/schemas/session.ts';
import type { LoginForm } from '#shared/validation/login.ts';
import { destinationFor, paths, returnUrlParam } from '../../../config/paths.ts';
import { runtimeConfig } from '../../../config/runtime-config.ts';
import { deleteCookie, readCookie, writeCookie } from '../../../lib/cookies.ts';
import { preferenceCookieDays } from '../../../lib/preferences.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { currentUserQueryOptions, useCurrentUser } from '../api/get-current-user.ts';
import { login } from '../api/login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CredentialsForm } from '../components/credentials-form.tsx';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog.tsx';
import styles from '../components/form.module.css';
import { MfaCodeForm } from '../components/mfa-code-form.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { CognitoSignIn, maskDestination, type SignInStep } from '../lib/cognito-sign-in.ts';
import { isExpectedSignInError, signInErrorMessage } from '../lib/sign-in-errors.ts';

const rememberedEmailCookie = 'lanepay_remember_email';

type Stage =
  | { kind: 'credentials' }
  | { kind: 'mfa'; destination: string; afterPasswordChange: boolean }
  | { kind: 'newPassword' };

/** The login page: password → (new password) → MFA code → session, then on to the user's area. */
export function LoginRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.pageTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(returnUrlParam);
  const currentUser = useCurrentUser();
  const [signIn, setSignIn] = useState<CognitoSignIn | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'credentials' });
  const [error, setError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const rememberedEmail = readCookie(rememberedEmailCookie) ?? '';

  if (currentUser.data && stage.kind === 'credentials') {
    return <Navigate to={destinationFor(currentUser.data, requested)} replace />;
  }

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
    queryClient.setQueryData(currentUserQueryOptions().queryKey, response.user);
    navigate(destinationFor(response.user, requested), { replace: true });
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
    if (values.rememberMe) writeCookie(rememberedEmailCookie, values.email, preferenceCookieDays);
    else deleteCookie(rememberedEmailCookie);
    const attempt = new CognitoSignIn(values.email);
    setSignIn(attempt);
    await run(() => attempt.start(values.password));
  }

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
            defaultEmail={rememberedEmail}
            error={error}
            onSubmit={submitCredentials}
            onForgotPassword={() => setForgotOpen(true)}
          />
          {runtimeConfig().ssoEnabled ? (
            <>
              <div className={styles.divider}>{t('auth.login.or')}</div>
              <a
                className={styles.ssoLink}
                href={`${paths.ssoLogin}${requested ? `?${returnUrlParam}=${encodeURIComponent(requested)}` : ''}`}
              >
                {t('auth.login.sso')}
              </a>
            </>
          ) : null}
          <a className={styles.muted} href={paths.mfaInfo}>
            {t('auth.login.mfaInfoLink')}
          </a>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} defaultEmail={rememberedEmail} />
        </>
      ) : null}
      {stage.kind === 'mfa' && signIn ? (
        <MfaCodeForm
          title={stage.afterPasswordChange ? t('auth.newPassword.both') : t('auth.mfa.title')}
          destination={stage.destination}
          error={error}
          onSubmit={(code) => run(() => signIn.submitMfaCode(code))}
          onResend={async () => {
            await run(() => signIn.resendMfaCode());
          }}
        />
      ) : null}
      {stage.kind === 'newPassword' && signIn ? (
        <NewPasswordForm
          error={error}
          onSubmit={(values) => run(() => signIn.completeNewPassword(values.password, values.newPassword))}
        />
      ) : null}
    </AuthLayout>
  );
}
