import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { apiRoots, corePaths } from '#shared/api/paths.ts';
import { returnUrlParam, safeReturnPath } from '#web/config/paths.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import styles from '../components/form.module.css';

/** `/okta/login`: hands the browser to the API, which starts the authorization code + PKCE flow. */
export function SsoLoginRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.sso.pageTitle'));
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnPath(searchParams.get(returnUrlParam));
  useEffect(() => {
    const query = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';
    window.location.replace(`${apiRoots.core}${corePaths.ssoAuthorize}${query}`);
  }, [returnUrl]);
  return (
    <AuthLayout>
      <p className={styles.muted} role="status">
        {t('auth.sso.redirecting')}
      </p>
    </AuthLayout>
  );
}
