import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  type Bill,
  billDeletedResponseSchema,
  billIdParamsSchema,
  billListQuerySchema,
  billListResponseSchema,
  billResponseSchema,
  billStatusesResponseSchema,
  billsPresentResponseSchema,
  billValidationRulesSchema,
  createBillBodySchema,
  paperworkTypeResponseSchema,
  resubmitBillsBodySchema,
  resubmitBillsResponseSchema,
  updateBillBodySchema,
  updateBillByPayeeBodySchema,
} from '#shared/schemas/bills.ts';
import { idempotencyHeadersSchema } from '#shared/schemas/idempotency.ts';
import { ifMatchHeadersSchema } from '#shared/schemas/versions.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { translator } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import { errorResponses, jsonBody, jsonResponse, versionedJsonResponse } from '../../lib/http/openapi.ts';
import { resubmitBills } from '../../services/bill-submission.ts';
import {
  billPaperworkType,
  billStatuses,
  billsPresent,
  billValidationRules,
  createBill,
  deleteBill,
  getBillView,
  listBills,
  reviewBill,
  updateBillByPayee,
} from '../../services/bills.ts';
import { type PaperworkCaller, paperworkActor } from '../../services/paperwork-access.ts';

const tags = ['Bills'];

function caller(c: Context<AppEnv>): PaperworkCaller {
  return { actor: paperworkActor(c.var.auth), t: translator(c) };
}

const readErrors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);
/** A change made on a version of the bill (If-Match): 409 when the bill changed since, 428 without one. */
const updateErrors = errorResponses(400, 401, 403, 404, 409, 428);

/** Answers a bill with its version as the ETag (functions/lib/http/if-match.ts). */
function billAnswer<S extends 200 | 201>(c: Context<AppEnv>, bill: Bill, status: S) {
  setVersionTag(c, bill.version);
  return c.json({ bill }, status);
}

/** Paperwork bills (seeds 000 §7 "Bills and charges", 001 "Bills seen by payors"). */
export const billRoutes = createRouter()
  // Fixed paths first: /bills/statuses and /bills/present are not bill ids.
  .openapi(
    createRoute({
      method: 'get',
      path: settlementPaths.billStatuses,
      tags,
      summary: 'Bill states the caller can see, named in their language, and how their list groups them',
      access: access.paperwork,
      responses: { 200: jsonResponse(billStatusesResponseSchema, 'States and groups'), ...errorResponses(401, 403) },
    }),
    (c) => c.json(billStatuses(caller(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: settlementPaths.billsPresent,
      tags,
      summary: 'Whether the caller has any bill (answers before the payor accepted the terms)',
      access: access.paperwork,
      responses: { 200: jsonResponse(billsPresentResponseSchema, 'Whether bills exist'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ present: await billsPresent(caller(c).actor) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: settlementPaths.billsResubmit,
      tags,
      summary: 'Submit bills to their payors: checked, moved to sent and queued for delivery (one message each)',
      description:
        'PayeeAdmin or PayeeBilling. Every bill must be the caller’s (404), resubmittable and complete (400, ' +
        'errors keyed `billIds.<index>`); nothing moves unless all pass. Bills already sent are answered in ' +
        '`alreadyQueued` and not sent again. If the queue cannot take a message, that bill is put back as it ' +
        'was and the call answers 503.',
      access: access.paperwork,
      request: { body: jsonBody(resubmitBillsBodySchema) },
      responses: {
        200: jsonResponse(resubmitBillsResponseSchema, 'Queued and already queued bill ids'),
        ...errorResponses(400, 401, 403, 404, 409, 503),
      },
    }),
    async (c) => c.json(await resubmitBills(caller(c), c.req.valid('json').billIds), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: settlementPaths.bills,
      tags,
      summary: 'The caller’s bills, filtered, sorted and paged, with filter pickers and totals per state',
      description:
        'Payees see their company’s bills (drivers their own), payors their bills except pending and ' +
        'exception; staff name the carriers or payors in the filters. `payorIds`, `payeeIds` and `names` ' +
        'cover the whole visible list; `totals` the filtered list without its state filter.',
      access: access.paperwork,
      request: { query: billListQuerySchema },
      responses: { 200: jsonResponse(billListResponseSchema, 'A page of bills'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listBills(caller(c).actor, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: settlementPaths.bills,
      tags,
      summary: 'Create a bill: a carrier’s for a claimed payor, or a payor’s for one of its carriers',
      description:
        'A carrier’s user names the payor (`payorId`): the bill starts incomplete (a driver’s upload sent ' +
        'to the administrator: pending). A payor’s user with PayorSubmission or UserAdmin who accepted the ' +
        'terms names the carrier (`payeeId`): it must have a claimed relationship with the payor, not be on ' +
        'its carrier deny list and allow paperwork (400 on `payeeId` otherwise); the bill starts incomplete ' +
        'for the carrier to fill in and submit, its history names the payor’s user, and the carrier’s ' +
        'administrators are emailed. Staff: 403. With an `Idempotency-Key` header, the same user sending ' +
        'the same request again gets the bill the first one created (200) instead of a second bill; the ' +
        'key sent with another bill is refused with 409.',
      access: access.paperwork,
      request: { headers: idempotencyHeadersSchema, body: jsonBody(createBillBodySchema) },
      responses: {
        201: versionedJsonResponse(billResponseSchema, 'The new bill'),
        200: versionedJsonResponse(
          billResponseSchema,
          'The bill an earlier request with the same idempotency key created',
        ),
        ...errorResponses(400, 401, 403, 409),
      },
    }),
    async (c) => {
      const key = c.req.valid('header')[idempotencyKeyHeader];
      const { bill, replayed } = await createBill(caller(c), c.req.valid('json'), key);
      return replayed ? billAnswer(c, bill, 200) : billAnswer(c, bill, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: settlementPaths.bill,
      tags,
      summary: 'A bill with its charges, attached documents and history',
      access: access.paperwork,
      request: { params: billIdParamsSchema },
      responses: { 200: versionedJsonResponse(billResponseSchema, 'The bill, its version as the ETag'), ...readErrors },
    }),
    async (c) => billAnswer(c, await getBillView(caller(c).actor, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: settlementPaths.bill,
      tags,
      summary: 'The payor’s review: move the bill (rejecting needs a note) or fix its load or invoice number',
      description:
        'delivered → submitted, rejected, ignored or removed; submitted → approved, rejected or removed. ' +
        'Asking for the state the bill is in changes nothing. Made on the version of the bill the ' +
        'reviewer loaded: `If-Match` with its ETag (428 without it); when the bill changed since, 409 ' +
        'and nothing is written.',
      access: access.paperwork,
      request: { params: billIdParamsSchema, headers: ifMatchHeadersSchema, body: jsonBody(updateBillBodySchema) },
      responses: { 200: versionedJsonResponse(billResponseSchema, 'The bill'), ...updateErrors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return billAnswer(c, await reviewBill(caller(c), id, c.req.valid('json'), expectedVersionOf(c)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: settlementPaths.bill,
      tags,
      summary: 'Delete a bill, with its documents: only by the side that created it',
      description:
        'The carrier’s PayeeAdmin or PayeeBilling user deletes a bill the carrier created while it may ' +
        'still change it; a payor’s user (paperwork role, terms accepted) a bill its company created while ' +
        'it is with the carrier (incomplete or rejected; a delivered bill is kept: the payor removes it ' +
        'with its review). Otherwise 403 (not the ' +
        'creator: drivers, staff, the other side) or 400 (not in this state); a bill the caller does not ' +
        'see is 404.',
      access: access.paperwork,
      request: { params: billIdParamsSchema },
      responses: { 200: jsonResponse(billDeletedResponseSchema, 'Deleted'), ...writeErrors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteBill(caller(c).actor, id);
      return c.json({ id, deleted: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: settlementPaths.billPaperworkType,
      tags,
      summary: 'The bill’s paperwork type',
      access: access.paperwork,
      request: { params: billIdParamsSchema },
      responses: { 200: jsonResponse(paperworkTypeResponseSchema, 'Paperwork type'), ...readErrors },
    }),
    async (c) => c.json(await billPaperworkType(caller(c).actor, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: settlementPaths.billValidationRules,
      tags,
      summary: 'What the bill’s payor requires before submission, and what is still missing',
      access: access.paperwork,
      request: { params: billIdParamsSchema },
      responses: { 200: jsonResponse(billValidationRulesSchema, 'Validation rules'), ...readErrors },
    }),
    async (c) => c.json(await billValidationRules(caller(c).actor, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: settlementPaths.billUpdateByPayee,
      tags,
      summary: 'The carrier edits a bill it may still change, and may submit it',
      description:
        'Editable while incomplete, pending, exception or rejected. `submit` (PayeeAdmin or PayeeBilling) ' +
        'checks the bill like a resubmission — unmet requirements on `charges.linehaul` and `documents` — ' +
        'and queues it; submitting a bill already sent answers it unchanged. Made on the version of the ' +
        'bill the carrier loaded: `If-Match` with its ETag (428 without it); when the bill changed since, ' +
        '409 and nothing is written or submitted.',
      access: access.paperwork,
      request: {
        params: billIdParamsSchema,
        headers: ifMatchHeadersSchema,
        body: jsonBody(updateBillByPayeeBodySchema),
      },
      responses: {
        200: versionedJsonResponse(billResponseSchema, 'The bill'),
        ...errorResponses(400, 401, 403, 404, 409, 428, 503),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return billAnswer(c, await updateBillByPayee(caller(c), id, c.req.valid('json'), expectedVersionOf(c)), 200);
    },
  );
