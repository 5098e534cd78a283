import { Outlet } from 'react-router-dom';
import { canUsePayeeFeature, type PayeeFeature } from '#shared/permissions/payee.ts';
import { useAreaShell } from '../components/layouts/area-shell/area-shell-context.ts';
import { NoAccessPage } from '../components/status-pages/no-access-page.tsx';

/**
 * Guards a payee feature's pages with the rule the navigation and the API share
 * (shared/permissions/payee.ts): users who may not use the feature get the in-shell no-access page
 * instead of a screen whose every call would answer 403.
 */
export function PayeeFeatureGate({ feature }: { feature: PayeeFeature }) {
  const { user, home } = useAreaShell();
  return canUsePayeeFeature(feature, user.authRoles) ? <Outlet /> : <NoAccessPage home={home} />;
}
