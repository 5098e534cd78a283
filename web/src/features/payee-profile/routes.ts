import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** Pages of the payee area: profile (paths relative to /payee). */
export const payeeProfileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: lazyComponent(
      () => import('./routes/profile.tsx'),
      (m) => m.ProfileRoute,
    ),
  },
  {
    path: 'users/new',
    lazy: lazyComponent(
      () => import('./routes/new-user.tsx'),
      (m) => m.NewUserRoute,
    ),
  },
  {
    path: 'users/:id/edit',
    lazy: lazyComponent(
      () => import('./routes/edit-user.tsx'),
      (m) => m.EditUserRoute,
    ),
  },
];
