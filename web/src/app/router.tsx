import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Area } from '#shared/enums/company-type.ts';
import { PayeeFeature } from '#shared/permissions/payee.ts';
import { AppLoading } from '../components/layouts/app-loading.tsx';
import { RouteErrorPage } from '../components/status-pages/route-error-page.tsx';
import { paths } from '../config/paths.ts';
import { LoginRoute } from '../features/auth/routes/login.tsx';
import { MfaInfoRoute } from '../features/auth/routes/mfa-info.tsx';
import { SsoCallbackRoute } from '../features/auth/routes/sso-callback.tsx';
import { SsoErrorRoute } from '../features/auth/routes/sso-error.tsx';
import { SsoLoginRoute } from '../features/auth/routes/sso-login.tsx';
import { lazyComponent } from '../lib/lazy-route.ts';
import { areaPages } from './area-pages.ts';
import { LazyAreaLayout, preloadAreaLayout } from './lazy-area-layout.ts';
import { RequireArea } from './require-area.tsx';
import { RootLayout } from './root-layout.tsx';
import { standalonePayeeRoute } from './standalone-payee-route.tsx';
import { UnknownPathScreen } from './unknown-path-screen.tsx';

const loadAreaLayout = () => import('./area-layout.tsx');

/** The landing page of each area, relative to the area (factor lands on Debtors, seeds 001 §2). */
const landings: Record<Area, RouteObject> = {
  payee: {
    path: 'dashboard',
    lazy: lazyComponent(
      () => import('../features/payee/routes/dashboard.tsx'),
      (m) => m.PayeeDashboardRoute,
      ['dashboard', 'invoices'],
    ),
  },
  payor: {
    path: 'dashboard',
    lazy: lazyComponent(
      () => import('../features/payor/routes/dashboard.tsx'),
      (m) => m.PayorDashboardRoute,
      ['payorDashboard'],
    ),
  },
  factor: {
    path: 'payors',
    lazy: lazyComponent(
      () => import('./factor-debtors-page.tsx'),
      (m) => m.FactorDebtorsPage,
      ['factorArea', 'factorNoaUploads'],
    ),
  },
  admin: {
    path: 'dashboard',
    lazy: lazyComponent(
      () => import('../features/admin/routes/dashboard.tsx'),
      (m) => m.AdminDashboardRoute,
    ),
  },
};

/**
 * One guarded area: the guard, then the lazily loaded shell with the area's pages inside. A page
 * that fails to render shows the error page inside the shell; a path that matches nothing shows
 * the in-shell not-found page (after the legacy redirects had their say).
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
        errorElement: <RouteErrorPage fullScreen={false} />,
        children: [
          { index: true, lazy: lazyComponent(loadAreaLayout, (m) => m.AreaHomeRedirect) },
          landings[area],
          ...areaPages[area],
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
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        { path: '/', element: <LoginRoute /> },
        { path: '/mfa', element: <MfaInfoRoute /> },
        { path: '/okta/login', element: <SsoLoginRoute /> },
        { path: '/okta/callback', element: <SsoCallbackRoute /> },
        { path: '/okta/error', element: <SsoErrorRoute /> },
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
  ]);
}
