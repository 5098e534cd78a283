import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['carriers'] as const;

/** Pages of the payor area: Carriers (seeds 001 §2: relationships and relationships/{id}; paths relative to /payor). */
export const payorRelationshipsRoutes: RouteObject[] = [
  {
    path: 'relationships',
    lazy: lazyComponent(
      () => import('./routes/carriers-list.tsx'),
      (m) => m.CarriersListRoute,
      namespaces,
    ),
  },
  {
    path: 'relationships/:id',
    lazy: lazyComponent(
      () => import('./routes/carrier-details.tsx'),
      (m) => m.CarrierDetailsRoute,
      namespaces,
    ),
  },
];
