/**
 * Type-level tests of the payor's statement calls (shared/contracts/payor-statements.ts): each
 * `@ts-expect-error` below marks a mistake that `npm run typecheck` must refuse. Should a change make
 * one of them compile (the call's types loosened), the directive itself becomes the error. Nothing
 * here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import { payorStatementCalls } from '#shared/contracts/payor-statements.ts';
import { callApi } from '#web/lib/api-call.ts';

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };

export async function browserSide(): Promise<void> {
  await callApi(payorStatementCalls.list, { query: { settlementStatementTypeId: [2, 5] } });
  // @ts-expect-error the statement types are the seeds' ids, not names
  await callApi(payorStatementCalls.list, { query: { settlementStatementTypeId: ['MonthlyStatement'] } });
  // @ts-expect-error a statement's parts name the statement
  await callApi(payorStatementCalls.lineItems, { query: { page: 1, pageSize: 25 } });

  const page = await callApi(payorStatementCalls.list, { query: {} });
  // @ts-expect-error a statement's totals are per currency, a list
  page.items[0]?.totals.draftedCents;
  const lines = await callApi(payorStatementCalls.lineItems, { params: { id: '5-2026-10-01' }, query: {} });
  // @ts-expect-error a line's amount is integer cents, `amountCents`
  lines.items[0]?.amount;
}

export function serverSide() {
  return createRouter().openapi(routeOf(payorStatementCalls.revenueShareInvoices, document), (c) =>
    // @ts-expect-error the handler must answer a page of invoices with their fees per currency
    c.json({ items: [], page: 1, pageSize: 25, totalCount: 0, hasMore: false }, 200),
  );
}
