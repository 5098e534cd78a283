import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['settlements', 'paperwork'] as const;

/**
 * Pages of the payor area: Settlements (paths relative to /payor, seeds 001 §2: settlements,
 * settlements/{id}, settlements/{id}/edit, settlements/{id}/success and the settlements terms).
 * The terms page is open to every payor user with a paperwork role; the others wait behind the
 * terms (routes/settlements-gate.tsx).
 */
export const payorSettlementsRoutes: RouteObject[] = [
  {
    path: 'settlements/terms',
    lazy: lazyComponent(
      () => import('./routes/settlements-terms.tsx'),
      (m) => m.SettlementsTermsRoute,
      namespaces,
    ),
  },
  {
    path: 'settlements',
    lazy: lazyComponent(
      () => import('./routes/settlements-gate.tsx'),
      (m) => m.SettlementsGate,
      namespaces,
    ),
    children: [
      {
        index: true,
        lazy: lazyComponent(
          () => import('./routes/settlements-list.tsx'),
          (m) => m.SettlementsListRoute,
          namespaces,
        ),
      },
      {
        path: ':id',
        lazy: lazyComponent(
          () => import('./routes/settlement-show.tsx'),
          (m) => m.SettlementShowRoute,
          namespaces,
        ),
      },
      {
        path: ':id/edit',
        lazy: lazyComponent(
          () => import('./routes/settlement-edit.tsx'),
          (m) => m.SettlementEditRoute,
          namespaces,
        ),
      },
      {
        path: ':id/success',
        lazy: lazyComponent(
          () => import('./routes/settlement-success.tsx'),
          (m) => m.SettlementSuccessRoute,
          namespaces,
        ),
      },
    ],
  },
];
