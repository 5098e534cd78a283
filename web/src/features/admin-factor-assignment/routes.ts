import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

const namespaces = ['factorAssignment'] as const;

/**
 * Pages of the admin area: the staff's factor assignment (paths relative to /admin; the route table
 * gates them by the seeds' roles).
 */
export const adminFactorAssignmentRoutes: RouteObject[] = [
  {
    path: 'factor-assignment',
    lazy: lazyComponent(
      () => import('./routes/factor-assignment.tsx'),
      (m) => m.FactorAssignmentRoute,
      namespaces,
    ),
  },
  {
    path: 'factor-assignment/audit',
    lazy: lazyComponent(
      () => import('./routes/audit.tsx'),
      (m) => m.FactorAssignmentAuditRoute,
      namespaces,
    ),
  },
  {
    path: 'factor-assignment/history',
    lazy: lazyComponent(
      () => import('./routes/history.tsx'),
      (m) => m.FactorAssignmentHistoryRoute,
      namespaces,
    ),
  },
];
