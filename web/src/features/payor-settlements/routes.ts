import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

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
    ),
  },
  {
    path: 'settlements',
    lazy: lazyComponent(
      () => import('./routes/settlements-gate.tsx'),
      (m) => m.SettlementsGate,
    ),
    children: [
      {
        index: true,
        lazy: lazyComponent(
          () => import('./routes/settlements-list.tsx'),
          (m) => m.SettlementsListRoute,
        ),
      },
      {
        path: ':id',
        lazy: lazyComponent(
          () => import('./routes/settlement-show.tsx'),
          (m) => m.SettlementShowRoute,
        ),
      },
      {
        path: ':id/edit',
        lazy: lazyComponent(
          () => import('./routes/settlement-edit.tsx'),
          (m) => m.SettlementEditRoute,
        ),
      },
      {
        path: ':id/success',
        lazy: lazyComponent(
          () => import('./routes/settlement-success.tsx'),
          (m) => m.SettlementSuccessRoute,
        ),
      },
    ],
  },
];
