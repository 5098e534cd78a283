import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['relationships'] as const;

/**
 * Pages of the payee area: relationships and the claim flow (paths relative to /payee; the seeds'
 * route names, 000 §2.5). Each screen's code loads when it is first visited.
 */
export const payeeRelationshipsRoutes: RouteObject[] = [
  {
    path: 'brokers/:id',
    lazy: lazyComponent(
      () => import('./routes/broker.tsx'),
      (m) => m.BrokerRoute,
      namespaces,
    ),
  },
  {
    path: 'relationships',
    lazy: lazyComponent(
      () => import('./routes/relationships-list.tsx'),
      (m) => m.RelationshipsListRoute,
      namespaces,
    ),
  },
  {
    path: 'relationships/success',
    lazy: lazyComponent(
      () => import('./routes/claim-success.tsx'),
      (m) => m.ClaimSuccessRoute,
      namespaces,
    ),
  },
  {
    path: 'relationships/:id',
    lazy: lazyComponent(
      () => import('./routes/relationship-detail.tsx'),
      (m) => m.RelationshipDetailRoute,
      namespaces,
    ),
  },
  {
    path: 'relationships/:id/terms-of-service',
    lazy: lazyComponent(
      () => import('./routes/relationship-terms.tsx'),
      (m) => m.RelationshipTermsRoute,
      namespaces,
    ),
  },
  {
    path: 'unclaimed-relationships',
    lazy: lazyComponent(
      () => import('./routes/unclaimed-relationships.tsx'),
      (m) => m.UnclaimedRelationshipsRoute,
      namespaces,
    ),
  },
  {
    path: 'unclaimed-relationships/add_bank_account',
    lazy: lazyComponent(
      () => import('./routes/add-bank-account.tsx'),
      (m) => m.AddBankAccountRoute,
      namespaces,
    ),
  },
  {
    path: 'unclaimed-relationships/:id',
    lazy: lazyComponent(
      () => import('./routes/claim-relationship.tsx'),
      (m) => m.ClaimRelationshipRoute,
      namespaces,
    ),
  },
];
