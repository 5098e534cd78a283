/**
 * Type-level tests of the payor's operations report calls (shared/contracts/payor-ops-reports.ts):
 * each `@ts-expect-error` below marks a mistake that `npm run typecheck` must refuse. Nothing here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import { payorOpsReportCalls } from '#shared/contracts/payor-ops-reports.ts';
import { callApi } from '#web/lib/api-call.ts';

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };

export async function browserSide(): Promise<void> {
  // @ts-expect-error a month of GOTP fees is named by its path parameter
  await callApi(payorOpsReportCalls.gotpFeeMonth, { query: {} });
  // @ts-expect-error the holds report filters by one of the age buckets
  await callApi(payorOpsReportCalls.holds, { query: { ageBucket: '90+' } });
  // @ts-expect-error a receipt's state is Reversed 1 or Unreconciled 2
  await callApi(payorOpsReportCalls.unreconciledFunds, { query: { state: 3 } });

  const fees = await callApi(payorOpsReportCalls.gotpFees, { query: {} });
  // @ts-expect-error the fee totals are per currency, a list
  fees.totals.feeCents;
  const receipts = await callApi(payorOpsReportCalls.unreconciledFunds, { query: {} });
  // @ts-expect-error a receipt's candidates are sets of invoices, not invoice ids
  receipts.items[0]?.candidates[0]?.invoiceIds;
}

export function serverSide() {
  return createRouter().openapi(routeOf(payorOpsReportCalls.holds, document), (c) =>
    // @ts-expect-error the holds answer carries its totals by reason and by age
    c.json({ items: [], page: 1, pageSize: 25, totalCount: 0, hasMore: false, totals: [] }, 200),
  );
}
