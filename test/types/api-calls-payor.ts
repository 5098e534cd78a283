/**
 * Type-level tests of the payor's dashboard calls (shared/contracts): each `@ts-expect-error` below
 * marks a mistake that `npm run typecheck` must refuse. Should a change make one of them compile
 * (the call's types loosened), the directive itself becomes the error. Nothing here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import { payorInvoiceUploadCalls } from '#shared/contracts/payor-invoice-uploads.ts';
import { payorPaymentCalls } from '#shared/contracts/payor-payments.ts';
import { PayoutSchedule } from '#shared/enums/payout.ts';
import { callApi } from '#web/lib/api-call.ts';

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };

export async function browserSide(): Promise<void> {
  // @ts-expect-error the draft schedule takes no path parameter
  await callApi(payorPaymentCalls.draftSchedule, { params: { id: 'a' } });
  // @ts-expect-error the draft schedule is filtered only by the shell's currency, a number
  await callApi(payorPaymentCalls.draftSchedule, { query: { sessionCurrencyId: 'USD' } });

  const schedule = await callApi(payorPaymentCalls.draftSchedule, { query: {} });
  // @ts-expect-error the next draft's date is the server's, per currency: there is no single one
  schedule.nextDraftDate;
  // @ts-expect-error an upcoming draft's amount is integer cents, `amountCents`
  schedule.upcoming[0]?.amount;

  const batches = await callApi(payorInvoiceUploadCalls.batches, { query: { pageSize: 1 } });
  // @ts-expect-error the batches' totals are per currency, a list
  batches.totals.grossCents;
}

export function serverSide() {
  return createRouter()
    .openapi(routeOf(payorPaymentCalls.draftSchedule, document), (c) =>
      // @ts-expect-error the handler must answer the schedule with its upcoming drafts and last drafts
      c.json({ schedule: PayoutSchedule.Daily, weekday: 5, scheduledDate: null }, 200),
    )
    .openapi(routeOf(payorPaymentCalls.draftSchedule, document), (c) =>
      // @ts-expect-error the schedule is one of the payout schedules
      c.json({ schedule: 'Monthly', weekday: 5, scheduledDate: null, upcoming: [], lastDrafts: [] }, 200),
    );
}
