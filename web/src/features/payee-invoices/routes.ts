import type { RouteObject } from 'react-router-dom';

/** Pages of the payee area: invoices (paths relative to /payee). */
export const payeeInvoicesRoutes: RouteObject[] = [];
