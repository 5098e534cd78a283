import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { canUsePayeeFeature, type PayeeFeature } from '#shared/permissions/payee.ts';
import { AppLoading } from '../components/layouts/app-loading.tsx';
import { NoAccessPage } from '../components/status-pages/no-access-page.tsx';
import { RouteErrorPage } from '../components/status-pages/route-error-page.tsx';
import { paths } from '../config/paths.ts';
import { currentUserQueryOptions, useCurrentUser } from '../features/auth/api/get-current-user.ts';
import type { StandalonePageContext } from '../lib/standalone-page.ts';
import { RequireArea } from './require-area.tsx';

/**
 * Past the area guard: users of the payee company whose roles do not open the feature get the
 * no-access page (the API refuses them the same calls); the others get the page, with the user.
 */
function PayeeFeatureOutlet({ feature }: { feature: PayeeFeature }) {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const refreshUser = useCallback(async () => {
    await queryClient.invalidateQueries(currentUserQueryOptions());
  }, [queryClient]);
  if (!user) return <AppLoading />;
  if (!canUsePayeeFeature(feature, user.authRoles)) return <NoAccessPage home={paths.payee.dashboard} />;
  return <Outlet context={{ user, refreshUser } satisfies StandalonePageContext} />;
}

/**
 * A top-level page for payee companies only (seeds 000 §2.2 'link-LoadPay-account (payee company
 * only)'): outside the area shell, behind the same guard as the areas (no session → root with
 * return_url, a missing detail → its page, another company type → root), then the feature's rule.
 */
export function standalonePayeeRoute(path: string, feature: PayeeFeature, lazy: RouteObject['lazy']): RouteObject {
  return {
    path,
    element: (
      <RequireArea area="payee" fallback={<AppLoading />}>
        <PayeeFeatureOutlet feature={feature} />
      </RequireArea>
    ),
    errorElement: <RouteErrorPage />,
    children: [{ index: true, lazy }],
  };
}
