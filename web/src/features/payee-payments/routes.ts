import type { RouteObject } from 'react-router-dom';

/** Pages of the payee area: payments (paths relative to /payee). */
export const payeePaymentsRoutes: RouteObject[] = [];
