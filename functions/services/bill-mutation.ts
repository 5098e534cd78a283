import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { HttpError, notFound } from '../lib/http/errors.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import {
  type BillParts,
  type BillRecord,
  type BillWriteExtras,
  getBillParts,
  saveBill,
} from '../repositories/bills.ts';

/** What a change decides after reading the bill: write `next` (and answer `result`), or nothing to write. */
export type BillStep<R> =
  | { kind: 'write'; next: Omit<BillRecord, 'version'>; extras?: BillWriteExtras; result: R }
  | { kind: 'done'; result: R };

/** Enough for a dozen people editing one bill at the same instant: each round, one of them wins. */
const attempts = 12;

export const concurrentUpdate = () => new HttpError(409, ErrorCode.Conflict, 'errors.bill.concurrentUpdate');

export type ChangeBillOptions =
  | { expectedVersion?: undefined }
  | {
      /**
       * The version of the bill the user made the change on (If-Match: functions/lib/http/if-match.ts).
       * The change is made on that version or not at all: when the bill is at another one, or someone
       * writes it between the read and the write, 409 and nothing is written. Without it (the worker,
       * a resubmission) the change is made on whatever the bill is now.
       */
      expectedVersion: ExpectedVersion;
      /**
       * Refuses a caller who may not see the bill (404) before the version is looked at, so that
       * nobody learns anything about a bill they cannot see, not even that it changed.
       */
      visible: (parts: BillParts) => void;
    };

/**
 * Applies a change to a bill without losing anyone else's: read the bill, decide, write on the
 * condition that the bill is still at the version read. `decide` throws HttpError to refuse.
 *
 * A user's change (`expectedVersion`) is decided on the bill as they saw it: once `visible` has let
 * the caller see the bill, the version they name must be the bill's (428 when they named none), or
 * the answer is 409 before anything `decide` would say about a bill they have not seen (a charge
 * replaced meanwhile, a state that moved). It is written on that version only, so of any number of
 * changes made on one version exactly one is written; the others are 409.
 *
 * Any other change re-reads and decides again when another write came first (a charge added
 * meanwhile is kept, a state that moved meanwhile is judged anew); after `attempts` lost races: 409.
 */
export async function changeBill<R>(
  billId: string,
  decide: (parts: BillParts) => BillStep<R> | Promise<BillStep<R>>,
  options: ChangeBillOptions = {},
): Promise<R> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const parts = await getBillParts(billId);
    if (!parts) throw notFound();
    if (options.expectedVersion) {
      options.visible(parts);
      if (parts.bill.version !== options.expectedVersion()) throw concurrentUpdate();
    }
    const step = await decide(parts);
    if (step.kind === 'done') return step.result;
    const version = parts.bill.version;
    if (await saveBill({ ...step.next, version: version + 1 }, version, step.extras)) return step.result;
    // Lost a race. A user's change was made on the version just overwritten: the next round's read
    // answers 409. Anything else backs off a little (more each time, with jitter) and decides again.
    if (!options.expectedVersion) await sleep(5 + Math.random() * 15 * (attempt + 1));
  }
  throw concurrentUpdate();
}
