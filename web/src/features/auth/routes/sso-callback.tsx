import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TokenType } from '#shared/enums/token-type.ts';
import { destinationFor, paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { currentUserQueryOptions } from '../api/get-current-user.ts';
import { login } from '../api/login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import styles from '../components/form.module.css';

/** `/okta/callback`: redeems the authority's code for a session, then goes where the user was headed. */
export function SsoCallbackRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.sso.pageTitle'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    const failed = (message?: string) =>
      navigate(`${paths.ssoError}${message ? `?message=${encodeURIComponent(message)}` : ''}`, { replace: true });
    if (!code || !state) {
      failed(searchParams.get('error_description') ?? undefined);
      return;
    }
    login({ tokenType: TokenType.SsoCode, token: code, state })
      .then((response) => {
        queryClient.setQueryData(currentUserQueryOptions().queryKey, response.user);
        navigate(destinationFor(response.user, response.returnUrl), { replace: true });
      })
      .catch((error: unknown) => failed(error instanceof ApiError && !error.isGeneric ? error.message : undefined));
  }, [navigate, queryClient, searchParams]);

  return (
    <AuthLayout>
      <p className={styles.muted} role="status">
        {t('auth.sso.signingIn')}
      </p>
    </AuthLayout>
  );
}
