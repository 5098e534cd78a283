import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['profile'] as const;

/** Pages of the payee area: profile (paths relative to /payee). */
export const payeeProfileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: lazyComponent(
      () => import('./routes/profile.tsx'),
      (m) => m.ProfileRoute,
      namespaces,
    ),
  },
  {
    path: 'users/new',
    lazy: lazyComponent(
      () => import('./routes/new-user.tsx'),
      (m) => m.NewUserRoute,
      namespaces,
    ),
  },
  {
    path: 'users/:id/edit',
    lazy: lazyComponent(
      () => import('./routes/edit-user.tsx'),
      (m) => m.EditUserRoute,
      namespaces,
    ),
  },
];
