/**
 * Type-level tests of the settlement API's calls (shared/contracts/settlement-*.ts,
 * carrier-deny-list.ts, accepted-terms.ts): each `@ts-expect-error` below marks a mistake that
 * `npm run typecheck` must refuse. Should a change make one of them compile (the call's types
 * loosened), the directive itself becomes the error. Nothing here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import { acceptedTermsCalls } from '#shared/contracts/accepted-terms.ts';
import { carrierDenyListCalls } from '#shared/contracts/carrier-deny-list.ts';
import { billCalls } from '#shared/contracts/settlement-bills.ts';
import { chargeCalls } from '#shared/contracts/settlement-charges.ts';
import { billDocumentCalls } from '#shared/contracts/settlement-documents.ts';
import { paperworkTypeCalls } from '#shared/contracts/settlement-types.ts';
import { callApi } from '#web/lib/api-call.ts';

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };

export async function browserSide(): Promise<void> {
  // @ts-expect-error a carrier names the bill's payor as `payorId`
  await callApi(billCalls.create, { body: { payor: 2001, loadOrInvoiceNumber: 'LD1' } });
  // @ts-expect-error a bill needs its load or invoice number
  await callApi(billCalls.create, { body: { payorId: 2001 } });
  // @ts-expect-error a review moves the bill to one of the bill states
  await callApi(billCalls.review, { params: { id: 'b' }, body: { state: 'archived' } }, { ifMatch: 3 });
  // @ts-expect-error the list filters by bill states only
  await callApi(billCalls.list, { query: { 'q[state_in]': ['archived'] } });
  // @ts-expect-error the list does not sort by the payor's id
  await callApi(billCalls.list, { query: { sortField: 'payorId' } });
  // @ts-expect-error a page is a number
  await callApi(billCalls.list, { query: { page: '2' } });
  // @ts-expect-error a document is named by its bill and its own id
  await callApi(billDocumentCalls.download, { params: { id: 'b' } });
  // @ts-expect-error the bill's path parameter is `id`
  await callApi(billCalls.details, { params: { billId: 'b' } });
  // @ts-expect-error the types take no path parameter
  await callApi(paperworkTypeCalls.chargeTypes, { params: { id: 'b' } });
  // @ts-expect-error a resubmission needs its bill ids
  await callApi(billCalls.resubmit, {});
  // @ts-expect-error an amount is integer cents, a number
  await callApi(chargeCalls.update, { params: { id: 'c' }, body: { amount: '12.50' } }, { ifMatch: 3 });

  // @ts-expect-error a change to a bill names the version it was made on (If-Match), else 428
  await callApi(chargeCalls.delete, { params: { id: 'c' } });
  // @ts-expect-error the version is the bill's `version` number, not its entity tag
  await callApi(billCalls.updateByPayee, { params: { id: 'b' }, body: { submit: true } }, { ifMatch: '"v3"' });
  // @ts-expect-error deleting a bill reads no If-Match: sending one would protect nothing
  await callApi(billCalls.delete, { params: { id: 'b' } }, { ifMatch: 3 });
  // @ts-expect-error only the bill's create is idempotent by key; the deny list is a set
  await callApi(carrierDenyListCalls.add, { body: { payeeId: 1001 } }, { idempotencyKey: 'key-12345678' });
  await callApi(billCalls.create, { body: { payorId: 2001, loadOrInvoiceNumber: 'LD1' } }, { idempotencyKey: 'k' });

  const { bill } = await callApi(billCalls.details, { params: { id: 'b' } });
  // @ts-expect-error a bill's amount is `totalAmount`
  bill.amount;
  const answer = await callApi(billCalls.details, { params: { id: 'b' } });
  // @ts-expect-error the bill comes wrapped: `{ bill }`
  answer.id;
  const list = await callApi(carrierDenyListCalls.list, {});
  // @ts-expect-error a deny-list entry names the carrier, not the payor
  list.carrierBlacklists[0]?.payorName;
  const terms = await callApi(acceptedTermsCalls.get, {});
  // @ts-expect-error the flag is `hasAcceptedTerms`
  terms.accepted;
}

export function serverSide() {
  return (
    createRouter()
      // @ts-expect-error the handler must answer the call's response schema: the bill, wrapped
      .openapi(routeOf(billCalls.details, document), (c) => c.json({ id: 'b' }, 200))
      // @ts-expect-error a new deny-list entry is 201, one already there 200, nothing else
      .openapi(routeOf(carrierDenyListCalls.add, document), (c) => c.json(entryOf(), 202))
      .openapi(routeOf(carrierDenyListCalls.add, document), (c) => c.json(entryOf(), 200))
      .openapi(routeOf(chargeCalls.update, document), (c) => {
        // @ts-expect-error a charge is named `id` in its path
        const { chargeId } = c.req.valid('param');
        return c.json(chargeId, 200);
      })
      .openapi(routeOf(billCalls.delete, document), (c) => {
        // @ts-expect-error deleting a bill declares no request header
        const headers = c.req.valid('header');
        return c.json({ id: String(headers), deleted: true as const }, 200);
      })
  );
}

function entryOf() {
  return { id: '2001-1001', payorId: 2001, payeeId: 1001, payeeName: 'A', createdAt: '', createdBy: '' };
}
