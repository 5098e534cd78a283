import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';
import { PaperworkAccessGate } from './components/access-gate.tsx';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['paperwork'] as const;

/**
 * Pages of the payee area: paperwork (paths relative to /payee, seeds 000 §2.5: paperwork,
 * paperwork/new, paperwork/{id}, paperwork/{id}/edit, paperwork/{id}/success). Every payee user may
 * open them (drivers and paperwork-only users included); each first checks the company's
 * Restrictions toggle (PaperworkAccessGate).
 */
export const payeePaperworkRoutes: RouteObject[] = [
  {
    element: createElement(PaperworkAccessGate),
    children: [
      {
        path: 'paperwork',
        lazy: lazyComponent(
          () => import('./routes/paperwork-list.tsx'),
          (m) => m.PaperworkListRoute,
          namespaces,
        ),
      },
      {
        path: 'paperwork/new',
        lazy: lazyComponent(
          () => import('./routes/new-bill.tsx'),
          (m) => m.NewBillRoute,
          namespaces,
        ),
      },
      {
        path: 'paperwork/:id',
        lazy: lazyComponent(
          () => import('./routes/show-bill.tsx'),
          (m) => m.ShowBillRoute,
          namespaces,
        ),
      },
      {
        path: 'paperwork/:id/edit',
        lazy: lazyComponent(
          () => import('./routes/edit-bill.tsx'),
          (m) => m.EditBillRoute,
          namespaces,
        ),
      },
      {
        path: 'paperwork/:id/success',
        lazy: lazyComponent(
          () => import('./routes/bill-success.tsx'),
          (m) => m.BillSuccessRoute,
          namespaces,
        ),
      },
    ],
  },
];
