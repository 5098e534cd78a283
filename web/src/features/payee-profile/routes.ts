import type { RouteObject } from 'react-router-dom';

/** Pages of the payee area: profile (paths relative to /payee). */
export const payeeProfileRoutes: RouteObject[] = [];
