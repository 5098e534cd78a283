/**
 * Type-level tests of the payee's wallet, dashboard, campaigns, payors and relationships calls and
 * of the public broker directory (shared/contracts): each `@ts-expect-error` below marks a mistake
 * that `npm run typecheck` must refuse. Should a change make one of them compile (the call's types
 * loosened), the directive itself becomes the error. Nothing here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import type { CallAnswer } from '#shared/api/contract.ts';
import { payeeBankAccountCalls } from '#shared/contracts/payee-bank-accounts.ts';
import { payeeDashboardCalls } from '#shared/contracts/payee-dashboard.ts';
import { payeePayorCalls } from '#shared/contracts/payee-payors.ts';
import { payeePromotionalCampaignCalls } from '#shared/contracts/payee-promotional-campaigns.ts';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { publicPayorCalls } from '#shared/contracts/public-payors.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { callApi } from '#web/lib/api-call.ts';

declare const relationship: CallAnswer<typeof payeeRelationshipCalls.details>;

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };

export async function browserSide(): Promise<void> {
  // @ts-expect-error a relationship's default term is `paymentType`, not `paymentTypeId`
  await callApi(payeeRelationshipCalls.update, { params: { id: 1 }, body: { paymentTypeId: PaymentType.QuickPay } });
  // @ts-expect-error a relationship's term update needs the relationship's id
  await callApi(payeeRelationshipCalls.update, { body: { paymentType: PaymentType.QuickPay } });
  // @ts-expect-error the relationship's path parameter is `id`
  await callApi(payeeRelationshipCalls.details, { params: { relationshipId: 1 } });
  const claimTerms = { payeeContactMethodId: 7, isTermsAcknowledged: true, paymentType: PaymentType.QuickPay } as const;
  await callApi(payeeRelationshipCalls.claim, {
    params: { id: 1 },
    body: { ...claimTerms, verificationCode: '123456' },
  });
  // @ts-expect-error a claim by code takes the code as `verificationCode`
  await callApi(payeeRelationshipCalls.claim, { params: { id: 1 }, body: { ...claimTerms, code: '123456' } });
  // @ts-expect-error the relationships list sorts by its own columns
  await callApi(payeeRelationshipCalls.list, { query: { sortField: 'name' } });
  // @ts-expect-error isClaimed is a boolean the API reads from 'true' / 'false'
  await callApi(payeeRelationshipCalls.list, { query: { isClaimed: 'yes' } });
  // @ts-expect-error the dashboard's tabs are brokers (1) and shippers (2)
  await callApi(payeeDashboardCalls.figures, { query: { payorKindId: 3 } });
  // @ts-expect-error joining Select Carrier takes the terms' acceptance as its body
  await callApi(payeeDashboardCalls.joinSelectCarrier, {});
  // @ts-expect-error the payors' names list sorts by name or created date
  await callApi(payeePayorCalls.names, { query: { sortField: 'payorName' } });
  // @ts-expect-error the wallet's list takes no query
  await callApi(payeeBankAccountCalls.list, { query: { page: 2 } });
  // @ts-expect-error a routing number lookup needs the routing number
  await callApi(payeeBankAccountCalls.routingNumber, {});
  // @ts-expect-error the campaigns' invoices take a page, not a relationship
  await callApi(payeePromotionalCampaignCalls.invoices, { params: { id: 1 } });

  const wallet = await callApi(payeeBankAccountCalls.list, {});
  // @ts-expect-error the wallet answers `bankAccounts`
  wallet.accounts;
  const verified = await callApi(payeeRelationshipCalls.verifyCode, {
    params: { id: 1 },
    body: { payeeContactMethodId: 7, verificationCode: '123456' },
  });
  // @ts-expect-error a verified code answers whether it is verified and the attempts left, not the relationship
  verified.relationship;
  const directory = await callApi(publicPayorCalls.names, { query: { q: 'summit' } });
  // @ts-expect-error the public directory lists names only, never contact details
  directory.payors[0]?.email;
}

export function serverSide() {
  return (
    createRouter()
      .openapi(routeOf(payeeRelationshipCalls.details, document), (c) =>
        // @ts-expect-error the relationship's handler must answer the relationship, not a page of them
        c.json({ items: [relationship], totalCount: 1 }, 200),
      )
      // @ts-expect-error a wallet account is added with 201, the status its call declares
      .openapi(routeOf(payeeBankAccountCalls.add, document), (c) => c.json(c.req.valid('json'), 200))
      .openapi(routeOf(payeeRelationshipCalls.update, document), (c) => {
        // The update of a versioned relationship takes If-Match.
        c.req.valid('header')['if-match'];
        // @ts-expect-error the body of a term change is `{ paymentType }`
        const { paymentTypeId } = c.req.valid('json');
        return c.json(paymentTypeId, 200);
      })
      .openapi(routeOf(payeeRelationshipCalls.details, document), (c) => {
        // @ts-expect-error reading a relationship takes no If-Match: only its updates do
        c.req.valid('header');
        return c.json(relationship, 200);
      })
      .openapi(routeOf(publicPayorCalls.names, document), (c) => {
        // @ts-expect-error the directory is searched by `q`
        const { search } = c.req.valid('query');
        return c.json(search, 200);
      })
  );
}
