import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['profile', 'payorProfile', 'factorProfile'] as const;

/**
 * The profile and the company's users, pages of every company's area (paths relative to the
 * area): who may open each is the area's route table's business (users pages: user managers).
 */
export const profileRoutes: RouteObject[] = [
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
