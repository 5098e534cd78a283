import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from: their own and the documents' shared words. */
const namespaces = ['noaProcessing', 'noaDocuments'] as const;

/**
 * Pages of the admin area: NOA processing and audit (paths relative to /admin; seeds 001 §2 NOA
 * routes, which the route table opens to any staff, IBEX-only included).
 */
export const adminNoaProcessingRoutes: RouteObject[] = [
  {
    path: 'noa',
    lazy: lazyComponent(
      () => import('./routes/queues.tsx'),
      (m) => m.NoaQueuesRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/process',
    lazy: lazyComponent(
      () => import('./routes/take-next.tsx'),
      (m) => m.NoaTakeNextRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/matches',
    lazy: lazyComponent(
      () => import('./routes/matches.tsx'),
      (m) => m.NoaMatchesRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/success',
    lazy: lazyComponent(
      () => import('./routes/outcomes.tsx'),
      (m) => m.NoaSuccessRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/audit_queue_warning',
    lazy: lazyComponent(
      () => import('./routes/outcomes.tsx'),
      (m) => m.NoaAuditQueueWarningRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/error',
    lazy: lazyComponent(
      () => import('./routes/outcomes.tsx'),
      (m) => m.NoaErrorRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/history/:id',
    lazy: lazyComponent(
      () => import('./routes/history.tsx'),
      (m) => m.NoaHistoryRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/:id',
    lazy: lazyComponent(
      () => import('./routes/document.tsx'),
      (m) => m.NoaDocumentRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/:id/next',
    lazy: lazyComponent(
      () => import('./routes/take-next.tsx'),
      (m) => m.NoaTakeNextRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/:id/redirect',
    lazy: lazyComponent(
      () => import('./routes/redirect.tsx'),
      (m) => m.NoaRedirectRoute,
      namespaces,
    ),
  },
];
