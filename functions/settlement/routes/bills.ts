import type { Context } from 'hono';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { billCalls } from '#shared/contracts/settlement-bills.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { translator } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
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

const readErrors = [400, 401, 403, 404] as const;
/** A change made on a version of the bill (If-Match): 409 when the bill changed since, 428 without one. */
const updateErrors = [400, 401, 403, 404, 409, 428] as const;

/** Answers a bill with its version as the ETag (functions/lib/http/if-match.ts). */
function billAnswer<S extends 200 | 201>(c: Context<AppEnv>, bill: Bill, status: S) {
  setVersionTag(c, bill.version);
  return c.json({ bill }, status);
}

/** Paperwork bills (seeds 000 §7 "Bills and charges", 001 "Bills seen by payors"). */
export const billRoutes = createRouter()
  // Fixed paths first: /bills/statuses and /bills/present are not bill ids.
  .openapi(
    routeOf(billCalls.statuses, {
      tags,
      summary: 'Bill states the caller can see, named in their language, and how their list groups them',
      answer: 'States and groups',
      errors: [401, 403],
    }),
    (c) => c.json(billStatuses(caller(c)), 200),
  )
  .openapi(
    routeOf(billCalls.present, {
      tags,
      summary: 'Whether the caller has any bill (answers before the payor accepted the terms)',
      answer: 'Whether bills exist',
      errors: [401, 403],
    }),
    async (c) => c.json({ present: await billsPresent(caller(c).actor) }, 200),
  )
  .openapi(
    routeOf(billCalls.resubmit, {
      tags,
      summary: 'Submit bills to their payors: checked, moved to sent and queued for delivery (one message each)',
      description:
        'PayeeAdmin or PayeeBilling. Every bill must be the caller’s (404), resubmittable and complete (400, ' +
        'errors keyed `billIds.<index>`); nothing moves unless all pass. Bills already sent are answered in ' +
        '`alreadyQueued` and not sent again. If the queue cannot take a message, that bill is put back as it ' +
        'was and the call answers 503.',
      answer: 'Queued and already queued bill ids',
      errors: [400, 401, 403, 404, 409, 503],
    }),
    async (c) => c.json(await resubmitBills(caller(c), c.req.valid('json').billIds), 200),
  )
  .openapi(
    routeOf(billCalls.list, {
      tags,
      summary: 'The caller’s bills, filtered, sorted and paged, with filter pickers and totals per state',
      description:
        'Payees see their company’s bills (drivers their own), payors their bills except pending and ' +
        'exception; staff name the carriers or payors in the filters. `payorIds`, `payeeIds` and `names` ' +
        'cover the whole visible list; `totals` the filtered list without its state filter.',
      answer: 'A page of bills',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await listBills(caller(c).actor, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(billCalls.create, {
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
      answer: 'The new bill',
      repeatAnswer: 'The bill an earlier request with the same idempotency key created',
      errors: [400, 401, 403, 409],
    }),
    async (c) => {
      const key = c.req.valid('header')[idempotencyKeyHeader];
      const { bill, replayed } = await createBill(caller(c), c.req.valid('json'), key);
      return replayed ? billAnswer(c, bill, 200) : billAnswer(c, bill, 201);
    },
  )
  .openapi(
    routeOf(billCalls.details, {
      tags,
      summary: 'A bill with its charges, attached documents and history',
      answer: 'The bill, its version as the ETag',
      errors: readErrors,
    }),
    async (c) => billAnswer(c, await getBillView(caller(c).actor, c.req.valid('param').id), 200),
  )
  .openapi(
    routeOf(billCalls.review, {
      tags,
      summary: 'The payor’s review: move the bill (rejecting needs a note) or fix its load or invoice number',
      description:
        'delivered → submitted, rejected, ignored or removed; submitted → approved, rejected or removed. ' +
        'Asking for the state the bill is in changes nothing. Made on the version of the bill the ' +
        'reviewer loaded: `If-Match` with its ETag (428 without it); when the bill changed since, 409 ' +
        'and nothing is written.',
      answer: 'The bill',
      errors: updateErrors,
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return billAnswer(c, await reviewBill(caller(c), id, c.req.valid('json'), expectedVersionOf(c)), 200);
    },
  )
  .openapi(
    routeOf(billCalls.delete, {
      tags,
      summary: 'Delete a bill, with its documents: only by the side that created it',
      description:
        'The carrier’s PayeeAdmin or PayeeBilling user deletes a bill the carrier created while it may ' +
        'still change it; a payor’s user (paperwork role, terms accepted) a bill its company created while ' +
        'it is with the carrier (incomplete or rejected; a delivered bill is kept: the payor removes it ' +
        'with its review). Otherwise 403 (not the ' +
        'creator: drivers, staff, the other side) or 400 (not in this state); a bill the caller does not ' +
        'see is 404.',
      answer: 'Deleted',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteBill(caller(c).actor, id);
      return c.json({ id, deleted: true as const }, 200);
    },
  )
  .openapi(
    routeOf(billCalls.paperworkType, {
      tags,
      summary: 'The bill’s paperwork type',
      answer: 'Paperwork type',
      errors: readErrors,
    }),
    async (c) => c.json(await billPaperworkType(caller(c).actor, c.req.valid('param').id), 200),
  )
  .openapi(
    routeOf(billCalls.validationRules, {
      tags,
      summary: 'What the bill’s payor requires before submission, and what is still missing',
      answer: 'Validation rules',
      errors: readErrors,
    }),
    async (c) => c.json(await billValidationRules(caller(c).actor, c.req.valid('param').id), 200),
  )
  .openapi(
    routeOf(billCalls.updateByPayee, {
      tags,
      summary: 'The carrier edits a bill it may still change, and may submit it',
      description:
        'Editable while incomplete, pending, exception or rejected. `submit` (PayeeAdmin or PayeeBilling) ' +
        'checks the bill like a resubmission — unmet requirements on `charges.linehaul` and `documents` — ' +
        'and queues it; submitting a bill already sent answers it unchanged. Made on the version of the ' +
        'bill the carrier loaded: `If-Match` with its ETag (428 without it); when the bill changed since, ' +
        '409 and nothing is written or submitted.',
      answer: 'The bill',
      errors: [400, 401, 403, 404, 409, 428, 503],
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return billAnswer(c, await updateBillByPayee(caller(c), id, c.req.valid('json'), expectedVersionOf(c)), 200);
    },
  );
