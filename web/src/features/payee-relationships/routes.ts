import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

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
    ),
  },
  {
    path: 'relationships',
    lazy: lazyComponent(
      () => import('./routes/relationships-list.tsx'),
      (m) => m.RelationshipsListRoute,
    ),
  },
  {
    path: 'relationships/success',
    lazy: lazyComponent(
      () => import('./routes/claim-success.tsx'),
      (m) => m.ClaimSuccessRoute,
    ),
  },
  {
    path: 'relationships/:id',
    lazy: lazyComponent(
      () => import('./routes/relationship-detail.tsx'),
      (m) => m.RelationshipDetailRoute,
    ),
  },
  {
    path: 'relationships/:id/terms-of-service',
    lazy: lazyComponent(
      () => import('./routes/relationship-terms.tsx'),
      (m) => m.RelationshipTermsRoute,
    ),
  },
  {
    path: 'unclaimed-relationships',
    lazy: lazyComponent(
      () => import('./routes/unclaimed-relationships.tsx'),
      (m) => m.UnclaimedRelationshipsRoute,
    ),
  },
  {
    path: 'unclaimed-relationships/add_bank_account',
    lazy: lazyComponent(
      () => import('./routes/add-bank-account.tsx'),
      (m) => m.AddBankAccountRoute,
    ),
  },
  {
    path: 'unclaimed-relationships/:id',
    lazy: lazyComponent(
      () => import('./routes/claim-relationship.tsx'),
      (m) => m.ClaimRelationshipRoute,
    ),
  },
];
