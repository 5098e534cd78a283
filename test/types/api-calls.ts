/**
 * Type-level tests of the shared API calls (shared/contracts): each `@ts-expect-error` below marks
 * a mistake that `npm run typecheck` must refuse. Should a change make one of them compile (the
 * call's types loosened), the directive itself becomes the error. Nothing here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import { factorClientCalls } from '#shared/contracts/factor-clients.ts';
import { factorInvoiceCalls } from '#shared/contracts/factor-invoices.ts';
import { factorPaymentCalls } from '#shared/contracts/factor-payments.ts';
import { invitationCalls } from '#shared/contracts/invitations.ts';
import { passwordResetCalls } from '#shared/contracts/password-resets.ts';
import { payeeCreditNoteCalls } from '#shared/contracts/payee-credit-notes.ts';
import { payeeInvoiceCalls } from '#shared/contracts/payee-invoices.ts';
import { payeePaymentCalls } from '#shared/contracts/payee-payments.ts';
import { payorLedgerReportCalls } from '#shared/contracts/payor-ledger-reports.ts';
import { sessionCalls } from '#shared/contracts/session.ts';
import { DateType } from '#shared/enums/date-type.ts';
import { callApi } from '#web/lib/api-call.ts';

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };

export async function browserSide(): Promise<void> {
  // @ts-expect-error a call with a path parameter needs it
  await callApi(payeePaymentCalls.details, {});
  // @ts-expect-error the path parameter is `id`
  await callApi(payeePaymentCalls.details, { params: { paymentId: 'a' } });
  // @ts-expect-error a company switch names the company by `companyId` or `companyGuid`
  await callApi(sessionCalls.switchCompany, { body: { company: 7 } });
  // @ts-expect-error the signed-in user has a `name`, not a `fullName`
  void (await callApi(sessionCalls.currentUser, {})).fullName;
  // @ts-expect-error a numeric path parameter is text or a number, not an object
  await callApi(payeeCreditNoteCalls.details, { params: { id: {} } });
  // @ts-expect-error a call without path parameters takes none
  await callApi(invitationCalls.mine, { params: { id: 'a' } });
  // @ts-expect-error the body of a password reset request is `{ email }`
  await callApi(passwordResetCalls.request, { body: { mail: 'someone@example.com' } });
  // @ts-expect-error a call with a body needs it
  await callApi(passwordResetCalls.reset, {});
  // @ts-expect-error a sort field the list does not sort by
  await callApi(payeePaymentCalls.list, { query: { sortField: 'amount' } });
  // @ts-expect-error a page is a number
  await callApi(payeePaymentCalls.list, { query: { page: 'two' } });
  // @ts-expect-error the combined list filters by its own date types only, not the invoice requested date
  await callApi(payeeInvoiceCalls.list, { query: { dateTypeId: DateType.DateInvoiceRequested } });
  // @ts-expect-error a term election's body is `{ paymentTypeId }`
  await callApi(payeeInvoiceCalls.electTerm, { params: { id: '1' }, body: { paymentType: 2 } });
  // @ts-expect-error credit notes sort by their own columns
  await callApi(payeeCreditNoteCalls.list, { query: { sortField: 'uploadedDate' } });

  // @ts-expect-error the factor's invoices filter by the factor's statuses, not the invoice status ids
  await callApi(factorInvoiceCalls.list, { query: { status: [2] } });
  // @ts-expect-error the factor's invoice list does not sort by carrier name
  await callApi(factorInvoiceCalls.list, { query: { sortField: 'carrierName' } });
  const factorInvoice = await callApi(factorInvoiceCalls.details, { params: { id: 1 } });
  // @ts-expect-error a factor reads clients and debtors, not carriers and payors
  factorInvoice.carrierName;
  // @ts-expect-error a client is named by its company id in the path
  await callApi(factorClientCalls.details, {});
  // @ts-expect-error the debtors list takes no query
  await callApi(factorClientCalls.debtors, { query: { q: 'a' } });
  const factorPayment = await callApi(factorPaymentCalls.details, { params: { id: 'a' } });
  // @ts-expect-error a remittance line's amounts are cents
  factorPayment.remittance[0]?.amount;

  // @ts-expect-error a financial account report is named by its type id in the path
  await callApi(payorLedgerReportCalls.financialAccountActivity, { query: {} });
  // @ts-expect-error the billing report sorts by its own columns
  await callApi(payorLedgerReportCalls.billingActivity, { query: { sortField: 'carrierName' } });
  const usage = await callApi(payorLedgerReportCalls.creditUsage, {});
  // @ts-expect-error the credit line is per currency (`lines`), never one figure across them
  usage.usedCents;
  const activity = await callApi(payorLedgerReportCalls.financialAccountActivity, { params: { id: 20 } });
  // @ts-expect-error only the revenue share's answer has periods; the union must be narrowed first
  activity.period;

  const payment = await callApi(payeePaymentCalls.details, { params: { id: 'a' } });
  // @ts-expect-error the payment has no such field
  payment.amountInDollars;
  const page = await callApi(payeePaymentCalls.list, { query: { page: 2, sortAsc: true } });
  // @ts-expect-error a page of payments lists `items`
  page.payments;
}

export function serverSide() {
  return (
    createRouter()
      // @ts-expect-error the handler must answer the call's response schema
      .openapi(routeOf(payeePaymentCalls.details, document), (c) => c.json({ id: 5 }, 200))
      .openapi(routeOf(payeePaymentCalls.details, document), (c) => {
        // @ts-expect-error the path parameter is `id`
        const { paymentId } = c.req.valid('param');
        return c.json(paymentId, 200);
      })
  );
}
