import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['payorCreditNotes'] as const;

/** Pages of the payor area: credit notes (paths relative to /payor). */
export const payorCreditNotesRoutes: RouteObject[] = [
  {
    path: 'credit-notes',
    lazy: lazyComponent(
      () => import('./routes/credit-notes-list.tsx'),
      (m) => m.PayorCreditNotesListRoute,
      namespaces,
    ),
  },
  {
    path: 'credit-notes/:id',
    lazy: lazyComponent(
      () => import('./routes/credit-note-details.tsx'),
      (m) => m.PayorCreditNoteDetailsRoute,
      namespaces,
    ),
  },
];
