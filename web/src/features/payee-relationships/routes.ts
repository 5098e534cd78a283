import type { RouteObject } from 'react-router-dom';

/** Pages of the payee area: relationships (paths relative to /payee). */
export const payeeRelationshipsRoutes: RouteObject[] = [];
