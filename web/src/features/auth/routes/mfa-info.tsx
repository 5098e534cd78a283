import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import styles from '../components/form.module.css';

/** The informational page explaining MFA and its rollout (seeds 000 §2.3). */
export function MfaInfoRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.mfaInfo.pageTitle'));
  return (
    <AuthLayout>
      <div className={styles.header}>
        <h1>{t('auth.mfaInfo.heading')}</h1>
        <p>{t('auth.mfaInfo.body')}</p>
      </div>
      <a href={paths.root}>{t('auth.sso.backToLogin')}</a>
    </AuthLayout>
  );
}
