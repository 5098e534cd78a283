import type { Context } from 'hono';
import { payorInvoiceCalls } from '#shared/contracts/payor-invoices.ts';
import { Area } from '#shared/enums/company-type.ts';
import { isPayorReviewStatus } from '#shared/invoices/status-moves.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { Actor } from '../../domain/invoices/invoice.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { earlyRead } from '../../lib/http/early-read.ts';
import { badRequest, HttpError, notFound } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import { versionedJsonResponse } from '../../lib/http/openapi.ts';
import type { InvoiceRecord } from '../../repositories/invoices.ts';
import {
  carrierNameOf,
  getPayorInvoice,
  payorInvoiceOf,
  reviewPayorInvoice,
  submitPayorInvoice,
} from '../../services/invoice-submissions.ts';
import { payorInvoicesPage, payorInvoiceTotals, reviewPayorInvoices } from '../../services/payor-invoices.ts';

const tags = ['Payor invoices'];

function payorActor(c: Context<AppEnv>): Actor {
  const { user, membership } = c.var.auth;
  return { kind: 'payor', userId: user.id, name: user.name, companyName: membership.company.name };
}

/** The invoice as the payor sees it, its version as the ETag (what its review is made on). */
async function invoiceAnswer<S extends 200 | 201>(c: Context<AppEnv>, invoice: InvoiceRecord, status: S) {
  setVersionTag(c, invoice.version);
  return c.json(payorInvoiceOf(invoice, await carrierNameOf(invoice)), status);
}

function fieldError(c: Context, key: string, field: string, status: 400 | 409 = 400): HttpError {
  const errors = { [field]: [translator(c)(key)] };
  return status === 400 ? badRequest(key, errors) : new HttpError(409, ErrorCode.Conflict, key, errors);
}

const submitRoute = routeOf(payorInvoiceCalls.submit, {
  tags,
  summary: 'Submit an invoice for a carrier the payor has a relationship with',
  description:
    'Creates a Pending invoice under the relationship’s default term. Invoice and load numbers are ' +
    'unique per payor (case-insensitive). Submitting exactly the same invoice again answers 200 with ' +
    'the first one; a different invoice under a used number is refused with 409.',
  answer: 'The new invoice',
  errors: [400, 401, 403, 409],
});

/**
 * The payor's most used call: its page starts reading while the session is read (early-read.ts),
 * so the answer waits on one DynamoDB round trip, not the session's and then the page's.
 */
const invoiceListRead = earlyRead(payorInvoiceCalls.list.path, payorInvoiceCalls.list.query, (payorId, query) =>
  payorInvoicesPage(payorId, query),
);

/**
 * Payor API: invoice submission, the list and its totals, and review (one invoice or a
 * selection). Every route answers only for the signed-in payor's own relationships and invoices.
 */
export const payorInvoicesRoutes = createAreaRouter(Area.Payor, '', [invoiceListRead])
  .openapi(
    routeOf(payorInvoiceCalls.list, {
      tags,
      summary: 'The payor’s invoices: date filter (uploaded by default), statuses, carrier, search, paging',
      answer: 'One page of invoices',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await invoiceListRead.resultFor(c, c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payorInvoiceCalls.totals, {
      tags,
      summary: 'What waits on the payor: invoices to review, approved and not yet paid, held; per currency',
      answer: 'Totals per currency',
      errors: [400, 401, 403],
    }),
    async (c) =>
      c.json(await payorInvoiceTotals(c.var.auth.membership.companyId, c.req.valid('query').sessionCurrencyId), 200),
  )
  .openapi(
    routeOf(payorInvoiceCalls.changeStatuses, {
      tags,
      summary: 'One review move for selected invoices, each on the version the reviewer saw',
      description:
        'Each invoice moves on its own: an invoice changed since it was listed (conflict), not movable ' +
        '(invalidTransition) or not the payor’s (notFound) does not stop the others. An invoice already ' +
        'in the target status is unchanged, so a repeated request moves nothing twice. A hold or a ' +
        'reissue request keeps the note for the carrier.',
      answer: 'The outcome per invoice',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const change = c.req.valid('json');
      if (!isPayorReviewStatus(change.statusId)) throw fieldError(c, 'errors.invoice.statusNotAllowed', 'statusId');
      const result = await reviewPayorInvoices({
        payorId: c.var.auth.membership.companyId,
        change,
        actor: payorActor(c),
      });
      return c.json(result, 200);
    },
  )
  .openapi(
    // A replayed submission answers the first invoice with 200, in the call's own shape.
    {
      ...submitRoute,
      responses: {
        ...submitRoute.responses,
        200: versionedJsonResponse(payorInvoiceCalls.submit.response, 'The same submission made before'),
      },
    },
    async (c) => {
      const { membership } = c.var.auth;
      const result = await submitPayorInvoice({
        payorId: membership.companyId,
        payorName: membership.company.name,
        submission: c.req.valid('json'),
        actor: payorActor(c),
      });
      switch (result.kind) {
        case 'created':
          return invoiceAnswer(c, result.invoice, 201);
        case 'replayed':
          return invoiceAnswer(c, result.invoice, 200);
        case 'unknownRelationship':
          throw fieldError(c, 'errors.invoice.unknownRelationship', 'payeeRelationshipId');
        case 'duplicateInvoiceNumber':
          throw fieldError(c, 'errors.invoice.duplicateInvoiceNumber', 'invoiceNumber', 409);
        case 'duplicateLoadNumber':
          throw fieldError(c, 'errors.invoice.duplicateLoadNumber', 'loadNumber', 409);
        default:
          throw new HttpError(409, ErrorCode.Conflict, 'errors.invoice.concurrentUpdate');
      }
    },
  )
  .openapi(
    routeOf(payorInvoiceCalls.details, {
      tags,
      summary: 'One of the payor’s invoices, its version as the ETag',
      answer: 'The invoice',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const invoice = await getPayorInvoice(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!invoice) throw notFound();
      return invoiceAnswer(c, invoice, 200);
    },
  )
  .openapi(
    routeOf(payorInvoiceCalls.changeStatus, {
      tags,
      summary: 'Move an invoice: approve, hold, ask for a reissue, remove, or back to review',
      description:
        'Only the moves of shared/invoices/status-moves.ts; recorded with who and when. ' +
        'Approving sets the approval date, the term fee and the expected pay date (a QuickPay term ' +
        'locks). Moving to the current status changes nothing. Made on the version of the invoice the ' +
        'reviewer loaded: `If-Match` with its ETag (428 without it); when the invoice changed since, 409 ' +
        'and nothing is written.',
      answer: 'The invoice in its new status',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) => {
      const result = await reviewPayorInvoice({
        payorId: c.var.auth.membership.companyId,
        invoiceId: c.req.valid('param').id,
        target: c.req.valid('json').statusId,
        note: c.req.valid('json').note ?? null,
        actor: payorActor(c),
        expectedVersion: expectedVersionOf(c),
      });
      switch (result.kind) {
        case 'ok':
          return invoiceAnswer(c, result.invoice, 200);
        case 'notFound':
          throw notFound();
        case 'refused':
          if (result.reason === 'notAllowed') throw fieldError(c, 'errors.invoice.statusNotAllowed', 'statusId');
          throw new HttpError(409, ErrorCode.Conflict, 'errors.invoice.invalidTransition');
        default:
          throw new HttpError(409, ErrorCode.Conflict, 'errors.invoice.concurrentUpdate');
      }
    },
  );
