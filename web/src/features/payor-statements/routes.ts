import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['payorStatements'] as const;

/** The payor's statements (paths relative to /payor): the two lists and a statement of each. */
export const payorStatementsRoutes: RouteObject[] = [
  {
    path: 'reports/previous-settlements',
    lazy: lazyComponent(
      () => import('./routes/previous-settlements.tsx'),
      (m) => m.PreviousSettlementsRoute,
      namespaces,
    ),
  },
  {
    path: 'reports/previous-settlements/:id',
    lazy: lazyComponent(
      () => import('./routes/previous-statement.tsx'),
      (m) => m.PreviousStatementRoute,
      namespaces,
    ),
  },
  {
    path: 'reports/previous-weekly-settlements',
    lazy: lazyComponent(
      () => import('./routes/previous-weekly-settlements.tsx'),
      (m) => m.PreviousWeeklySettlementsRoute,
      namespaces,
    ),
  },
  {
    path: 'reports/previous-weekly-settlements/:id',
    lazy: lazyComponent(
      () => import('./routes/weekly-statement.tsx'),
      (m) => m.WeeklyStatementRoute,
      namespaces,
    ),
  },
];
