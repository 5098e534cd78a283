import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '#web/components/ui/alert.tsx';
import { paths } from '#web/config/paths.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import styles from '../components/form.module.css';

/** `/okta/error`: why SSO failed (the API's message, or a generic one), and the way back. */
export function SsoErrorRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.sso.errorTitle'));
  const [searchParams] = useSearchParams();
  const message =
    searchParams.get('reason') === 'not_configured' ? t('auth.sso.notConfigured') : searchParams.get('message');
  return (
    <AuthLayout>
      <div className={styles.header}>
        <h1>{t('auth.sso.errorTitle')}</h1>
      </div>
      <Alert level="error">{message ?? t('auth.sso.errorText')}</Alert>
      <a href={paths.root}>{t('auth.sso.backToLogin')}</a>
    </AuthLayout>
  );
}
