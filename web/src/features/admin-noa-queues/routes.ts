import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The words these pages speak: their own and the documents' shared words. */
const namespaces = ['noaQueues', 'noaDocuments'] as const;

/**
 * Pages of the admin area: the staff's NOA queue screens (paths relative to /admin; the route
 * table gates them: every staff member, IBEX-only included).
 */
export const adminNoaQueuesRoutes: RouteObject[] = [
  {
    path: 'noa/search',
    lazy: lazyComponent(
      () => import('./routes/search.tsx'),
      (m) => m.NoaSearchRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/metrics',
    lazy: lazyComponent(
      () => import('./routes/metrics.tsx'),
      (m) => m.NoaMetricsRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/action_conflicts',
    lazy: lazyComponent(
      () => import('./routes/action-conflicts.tsx'),
      (m) => m.ActionConflictsRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/action_conflicts/:id',
    lazy: lazyComponent(
      () => import('./routes/action-conflict.tsx'),
      (m) => m.ActionConflictRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/pending_factors',
    lazy: lazyComponent(
      () => import('./routes/pending-factors.tsx'),
      (m) => m.PendingFactorsRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/pending_factors/:id',
    lazy: lazyComponent(
      () => import('./routes/pending-factor.tsx'),
      (m) => m.PendingFactorRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/missing_lor',
    lazy: lazyComponent(
      () => import('./routes/missing-lor.tsx'),
      (m) => m.MissingLorRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/bulk_remove',
    lazy: lazyComponent(
      () => import('./routes/bulk-remove.tsx'),
      (m) => m.BulkRemoveRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/split_noas',
    lazy: lazyComponent(
      () => import('./routes/split-noas.tsx'),
      (m) => m.SplitNoasRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/split_noas/:id',
    lazy: lazyComponent(
      () => import('./routes/split-noa.tsx'),
      (m) => m.SplitNoaRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/coachable_report',
    lazy: lazyComponent(
      () => import('./routes/coachable-report.tsx'),
      (m) => m.CoachableReportRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/coachable_report/:id',
    lazy: lazyComponent(
      () => import('./routes/coachable-processor.tsx'),
      (m) => m.CoachableProcessorRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/action_conflicts/history',
    lazy: lazyComponent(
      () => import('./routes/conflict-history.tsx'),
      (m) => m.ConflictHistoryRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/action_conflicts/history/:id',
    lazy: lazyComponent(
      () => import('./routes/conflict-history-document.tsx'),
      (m) => m.ConflictHistoryDocumentRoute,
      namespaces,
    ),
  },
  {
    path: 'noa/pending_lor_designation/:id',
    lazy: lazyComponent(
      () => import('./routes/lor-designation.tsx'),
      (m) => m.LorDesignationRoute,
      namespaces,
    ),
  },
];
