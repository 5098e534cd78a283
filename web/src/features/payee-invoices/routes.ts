import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['invoices'] as const;

/** Pages of the payee area: invoices and credit notes (paths relative to /payee, seeds 000 §2.5). */
export const payeeInvoicesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    lazy: lazyComponent(
      () => import('./routes/invoices-list.tsx'),
      (m) => m.InvoicesListRoute,
      namespaces,
    ),
  },
  {
    path: 'invoices/:id',
    lazy: lazyComponent(
      () => import('./routes/invoice-details.tsx'),
      (m) => m.InvoiceDetailsRoute,
      namespaces,
    ),
  },
  {
    path: 'credit-notes',
    lazy: lazyComponent(
      () => import('./routes/credit-notes-list.tsx'),
      (m) => m.CreditNotesListRoute,
      namespaces,
    ),
  },
  {
    path: 'credit-notes/:id',
    lazy: lazyComponent(
      () => import('./routes/credit-note-details.tsx'),
      (m) => m.CreditNoteDetailsRoute,
      namespaces,
    ),
  },
];
