import type { Context } from 'hono';
import { payeeInvoiceCalls } from '#shared/contracts/payee-invoices.ts';
import { Area } from '#shared/enums/company-type.ts';
import { DateType } from '#shared/enums/date-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { invoicesAndCreditNotesDateTypes, payeeInvoiceDateTypes } from '#shared/schemas/payee-invoices.ts';
import type { ElectionRefusal } from '../../domain/invoices/term-election.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { earlyRead } from '../../lib/http/early-read.ts';
import { badRequest, HttpError, notFound } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import { electInvoiceTerm, payeeInvoiceDetails } from '../../services/invoice-details.ts';
import { invoicesAndCreditNotesPage } from '../../services/invoice-list.ts';
import { invoiceStatusSummary, quickPayable } from '../../services/invoice-summaries.ts';

const tags = ['Payee invoices'];

const dateTypeNames = new Map<number, string>(Object.entries(DateType).map(([name, id]) => [id, name]));
export function dateTypesOf(ids: readonly DateType[]) {
  return { dateTypes: ids.map((id) => ({ id, name: dateTypeNames.get(id) ?? String(id) })) };
}

const refusalMessages: Record<ElectionRefusal, string> = {
  locked: 'errors.invoice.termLocked',
  factored: 'errors.invoice.factored',
  notEligible: 'errors.invoice.notEligible',
  unclaimed: 'errors.invoice.unclaimed',
  termNotOffered: 'errors.invoice.termNotOffered',
};

/** A refused election: a term the payor does not offer is bad input; the rest conflict with the invoice's state. */
function refusalError(c: Context, reason: ElectionRefusal): HttpError {
  const key = refusalMessages[reason];
  if (reason === 'termNotOffered') return badRequest(key, { paymentTypeId: [translator(c)(key)] });
  return new HttpError(409, ErrorCode.Conflict, key);
}

/** The carrier's most used call: its page starts reading while the session is read. */
const invoiceListRead = earlyRead(payeeInvoiceCalls.list.path, payeeInvoiceCalls.list.query, (payeeId, query) =>
  invoicesAndCreditNotesPage(payeeId, query),
);

/** Payee API: invoices and the combined invoices-and-credit-notes list (seeds 000 §7). */
export const payeeInvoicesRoutes = createAreaRouter(Area.Payee, '', [invoiceListRead])
  .openapi(
    routeOf(payeeInvoiceCalls.list, {
      tags,
      summary: "The signed-in payee's invoices and credit notes, filtered, sorted and paged, with the totals",
      description:
        'Sorted by uploaded date (the default), a page is read straight from the carrier’s invoice index, ' +
        'as far as the page needs; `totalCount` is then null unless the list ends on that page. Other ' +
        'orders and date types read the carrier’s invoices in the chosen statuses and sort them.',
      answer: 'A page of invoices and credit notes, and the outstanding totals',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await invoiceListRead.resultFor(c, c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payeeInvoiceCalls.listDateTypes, {
      tags,
      summary: 'The date types the combined list filters by',
      answer: 'Date types',
      errors: [401, 403],
    }),
    (c) => c.json(dateTypesOf(invoicesAndCreditNotesDateTypes), 200),
  )
  .openapi(
    routeOf(payeeInvoiceCalls.quickPayable, {
      tags,
      summary: 'What QuickPay would pay now on the eligible invoices (PayeeAdmin, UserAdmin, PayeeBilling)',
      answer: 'The quick-payable amounts',
      errors: [400, 401, 403],
    }),
    async (c) =>
      c.json(await quickPayable(c.var.auth.membership.companyId, c.req.valid('query').sessionCurrencyId), 200),
  )
  .openapi(
    routeOf(payeeInvoiceCalls.statuses, {
      tags,
      summary: 'Invoice amounts by status for a date type, range and relationship',
      answer: 'Amounts and counts by status',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await invoiceStatusSummary(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payeeInvoiceCalls.dateTypes, {
      tags,
      summary: 'The date types invoices filter by',
      answer: 'Date types',
      errors: [401, 403],
    }),
    (c) => c.json(dateTypesOf(payeeInvoiceDateTypes), 200),
  )
  .openapi(
    routeOf(payeeInvoiceCalls.details, {
      tags,
      summary: 'An invoice of the signed-in payee: status history, fee lines, expected pay date, term choice',
      answer: 'The invoice',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const details = await payeeInvoiceDetails(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!details) throw notFound();
      return c.json(details, 200);
    },
  )
  .openapi(
    routeOf(payeeInvoiceCalls.electTerm, {
      tags,
      summary: 'Elect the payment term of an invoice: QuickPay, or back to Standard Pay or GOTP',
      description:
        'Idempotent: electing the current term changes nothing. Uses the relationship’s free QuickPays ' +
        'first and gives one back when a free QuickPay invoice switches away. Refused (409) once the ' +
        'payout term is locked.',
      answer: 'The invoice under its elected term',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const { user, membership } = c.var.auth;
      const result = await electInvoiceTerm({
        payeeId: membership.companyId,
        invoiceId: c.req.valid('param').id,
        paymentType: c.req.valid('json').paymentTypeId,
        by: { userId: user.id, name: user.name },
      });
      switch (result.kind) {
        case 'ok':
          return c.json(result.details, 200);
        case 'notFound':
          throw notFound();
        case 'refused':
          throw refusalError(c, result.reason);
        default:
          throw new HttpError(409, ErrorCode.Conflict, 'errors.invoice.concurrentUpdate');
      }
    },
  );
