import { areaRoutes } from '../../config/area-routes.ts';

/** The feature's own pages (the shell links to the list through config/area-routes.ts). */
export const invoicesPaths = {
  list: areaRoutes.payee.invoices,
  invoice: (id: number | string) => `${areaRoutes.payee.invoices}/${encodeURIComponent(String(id))}`,
  creditNotes: '/payee/credit-notes',
  creditNote: (id: number | string) => `/payee/credit-notes/${encodeURIComponent(String(id))}`,
  payment: (id: string) => `${areaRoutes.payee.payments}/${encodeURIComponent(id)}`,
} as const;
