import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['noaNotices'] as const;

/** Pages of the payee area: notices of assignment (issue 15; paths relative to /payee). */
export const payeeNoaNoticesRoutes: RouteObject[] = [
  {
    path: 'noa-notices',
    lazy: lazyComponent(
      () => import('./routes/notices-list.tsx'),
      (m) => m.NoaNoticesRoute,
      namespaces,
    ),
  },
  {
    path: 'noa-notices/:id',
    lazy: lazyComponent(
      () => import('./routes/notice-details.tsx'),
      (m) => m.NoaNoticeRoute,
      namespaces,
    ),
  },
];
