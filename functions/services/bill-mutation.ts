import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { HttpError, notFound } from '../lib/http/errors.ts';
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

/**
 * Applies a change to a bill without losing anyone else's: read the bill, decide, write on the
 * condition that the bill is still at the version read. When another write came first, read again
 * and decide again (a charge added meanwhile is kept, a state that moved meanwhile is judged anew).
 * `decide` throws HttpError to refuse. After `attempts` lost races: 409.
 */
export async function changeBill<R>(
  billId: string,
  decide: (parts: BillParts) => BillStep<R> | Promise<BillStep<R>>,
): Promise<R> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const parts = await getBillParts(billId);
    if (!parts) throw notFound();
    const step = await decide(parts);
    if (step.kind === 'done') return step.result;
    const version = parts.bill.version;
    if (await saveBill({ ...step.next, version: version + 1 }, version, step.extras)) return step.result;
    // Lost a race: back off a little (more each time, with jitter) and decide again on fresh data.
    await sleep(5 + Math.random() * 15 * (attempt + 1));
  }
  throw concurrentUpdate();
}
