import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** Pages of the payee area: invoices and credit notes (paths relative to /payee, seeds 000 §2.5). */
export const payeeInvoicesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    lazy: lazyComponent(
      () => import('./routes/invoices-list.tsx'),
      (m) => m.InvoicesListRoute,
    ),
  },
  {
    path: 'invoices/:id',
    lazy: lazyComponent(
      () => import('./routes/invoice-details.tsx'),
      (m) => m.InvoiceDetailsRoute,
    ),
  },
  {
    path: 'credit-notes',
    lazy: lazyComponent(
      () => import('./routes/credit-notes-list.tsx'),
      (m) => m.CreditNotesListRoute,
    ),
  },
  {
    path: 'credit-notes/:id',
    lazy: lazyComponent(
      () => import('./routes/credit-note-details.tsx'),
      (m) => m.CreditNoteDetailsRoute,
    ),
  },
];
