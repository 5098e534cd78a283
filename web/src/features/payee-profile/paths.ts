import { areaRoutes } from '../../config/area-routes.ts';

/** The profile's pages (seeds 000 §2.5: profile; users/new and users/{id}/edit). */
export const profilePaths = {
  profile: areaRoutes.payee.profile,
  users: `${areaRoutes.payee.profile}?tab=users`,
  newUser: '/payee/users/new',
  editUser: (id: number) => `/payee/users/${id}/edit`,
} as const;

export const profileTabs = ['information', 'users', 'restrictions'] as const;
export type ProfileTab = (typeof profileTabs)[number];
