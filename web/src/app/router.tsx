import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Area } from '#shared/enums/company-type.ts';
import { PayeeFeature } from '#shared/permissions/payee.ts';
import { AppLoading } from '../components/layouts/app-loading.tsx';
import { RouteErrorPage } from '../components/status-pages/route-error-page.tsx';
import { paths } from '../config/paths.ts';
import { lazyComponent } from '../lib/lazy-route.ts';
import { areaOfPath, landingSegments, loadAreaPages } from './area-pages.ts';
import { LazyAreaLayout, preloadAreaLayout } from './lazy-area-layout.ts';
import { RequireArea } from './require-area.tsx';
import { RootLayout } from './root-layout.tsx';
import { standalonePayeeRoute } from './standalone-payee-route.tsx';
import { UnknownPathScreen } from './unknown-path-screen.tsx';

const loadAreaLayout = () => import('./area-layout.tsx');

/** The landing page of each area (`landingSegments`). */
const landings: Record<Area, RouteObject> = {
  payee: {
    path: landingSegments.payee,
    lazy: lazyComponent(
      () => import('../features/payee/routes/dashboard.tsx'),
      (m) => m.PayeeDashboardRoute,
      ['dashboard', 'invoices'],
    ),
  },
  payor: {
    path: landingSegments.payor,
    lazy: lazyComponent(
      () => import('../features/payor/routes/dashboard.tsx'),
      (m) => m.PayorDashboardRoute,
      ['payorDashboard'],
    ),
  },
  factor: {
    path: landingSegments.factor,
    lazy: lazyComponent(
      () => import('./factor-debtors-page.tsx'),
      (m) => m.FactorDebtorsPage,
      ['factorArea', 'factorNoaUploads'],
    ),
  },
  admin: {
    path: landingSegments.admin,
    lazy: lazyComponent(
      () => import('../features/admin/routes/dashboard.tsx'),
      (m) => m.AdminDashboardRoute,
    ),
  },
};

/** The id of the route an area's pages are added under (`patchRoutesOnNavigation`). */
const pagesRouteId = (area: Area) => `${area}-pages`;

/**
 * One guarded area: the guard, then the lazily loaded shell with the area's pages inside (its
 * landing page at once, the others once the router first navigates into the area). A page that
 * fails to render shows the error page inside the shell; a path that matches nothing shows the
 * in-shell not-found page (after the legacy redirects had their say).
 */
function areaRoute(area: Area): RouteObject {
  return {
    path: `/${area}`,
    lazy: preloadAreaLayout,
    element: (
      <RequireArea area={area} fallback={<AppLoading />}>
        <Suspense fallback={<AppLoading />}>
          <LazyAreaLayout area={area} />
        </Suspense>
      </RequireArea>
    ),
    children: [
      {
        id: pagesRouteId(area),
        errorElement: <RouteErrorPage fullScreen={false} />,
        children: [
          { index: true, lazy: lazyComponent(loadAreaLayout, (m) => m.AreaHomeRedirect) },
          landings[area],
          { path: '*', lazy: lazyComponent(loadAreaLayout, (m) => m.AreaUnknownPath) },
        ],
      },
    ],
  };
}

/**
 * Route table: public and sign-in routes, one guarded subtree per area, and the legacy redirect
 * screen for everything else. All of it sits in the root layout (frame check, maintenance gate,
 * toasts, cookie banner), whose error page catches what the areas do not.
 */
export function createRouter() {
  const patched = new Set<Area>();
  return createBrowserRouter(
    [
      {
        element: <RootLayout />,
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <AppLoading />,
        children: [
          // The sign-in pages load on their own: a signed-in visit (nearly every one the app serves)
          // never runs them.
          {
            path: '/',
            lazy: lazyComponent(
              () => import('../features/auth/routes/login.tsx'),
              (m) => m.LoginRoute,
            ),
          },
          {
            path: '/mfa',
            lazy: lazyComponent(
              () => import('../features/auth/routes/mfa-info.tsx'),
              (m) => m.MfaInfoRoute,
            ),
          },
          {
            path: '/okta/login',
            lazy: lazyComponent(
              () => import('../features/auth/routes/sso-login.tsx'),
              (m) => m.SsoLoginRoute,
            ),
          },
          {
            path: '/okta/callback',
            lazy: lazyComponent(
              () => import('../features/auth/routes/sso-callback.tsx'),
              (m) => m.SsoCallbackRoute,
            ),
          },
          {
            path: '/okta/error',
            lazy: lazyComponent(
              () => import('../features/auth/routes/sso-error.tsx'),
              (m) => m.SsoErrorRoute,
            ),
          },
          {
            path: '/missing-details/:segment/*',
            // MFA enrolment's form library stays out of the pages that never enrol.
            lazy: lazyComponent(
              () => import('../features/auth/routes/missing-details.tsx'),
              (m) => m.MissingDetailsRoute,
            ),
          },
          {
            path: paths.allBrokers,
            lazy: lazyComponent(
              () => import('../features/all-brokers/routes/all-brokers.tsx'),
              (m) => m.AllBrokersRoute,
              ['brokers'],
            ),
          },
          {
            path: paths.registerPayee,
            lazy: lazyComponent(
              () => import('../features/payee-registration/routes/register-payee.tsx'),
              (m) => m.RegisterPayeeRoute,
              ['registration'],
            ),
          },
          standalonePayeeRoute(
            paths.linkLoadPayAccount,
            PayeeFeature.Wallet,
            lazyComponent(
              () => import('../features/payee-wallet/routes/link-loadpay-account.tsx'),
              (m) => m.LinkLoadPayAccountRoute,
              ['wallet'],
            ),
          ),
          ...(['payee', 'payor', 'factor', 'admin'] as const).map(areaRoute),
          { path: '*', element: <UnknownPathScreen /> },
        ],
      },
    ],
    {
      // Called on the first navigation to an address under an area's catch-all (or none): the area's
      // pages arrive then, once. A failed load (after its retries) leaves the area to try again.
      async patchRoutesOnNavigation({ path, patch }) {
        const area = areaOfPath(path);
        if (!area || patched.has(area)) return;
        patch(pagesRouteId(area), await loadAreaPages(area));
        patched.add(area);
      },
    },
  );
}
