import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '#web/components/layouts/public-layout.tsx';

/** The sign-in pages' frame. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <PublicLayout heading={t('auth.login.subheading')}>{children}</PublicLayout>;
}
