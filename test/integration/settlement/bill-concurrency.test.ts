import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { ChargeType, ImageType } from '#shared/enums/paperwork.ts';
import enErrors from '#shared/i18n/en/errors.ts';
import esErrors from '#shared/i18n/es/errors.ts';
import frErrors from '#shared/i18n/fr/errors.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { Bill, PresignedUpload } from '#shared/schemas/bills.ts';
import type { ApiSession } from '#test/support/api-session.ts';
import { createSentBill } from '#test/support/bill-fixtures.ts';
import { samplePdf } from '#test/support/paperwork-files.ts';
import {
  attachDocument,
  billPath,
  body,
  call,
  charge,
  currentBill,
  edit,
  errorOf,
  getBill,
  newBill,
  type PaperworkWorld,
  paperworkWorld,
  payorReviewer,
} from './settlement-fixtures.ts';

/**
 * Concurrent edits of one bill (reliability issue, item 10: 20 simultaneous edits of a load number
 * all answered 200 and 19 were lost). Every change of a bill, its charges and documents included,
 * is made on the version the user loaded (If-Match): of many changes made on one version exactly
 * one is written, the others are 409 with the portal's 'changed at the same time' message; a stale
 * version is 409; no If-Match is 428.
 */

const conflictMessage = enErrors.bill.concurrentUpdate;

let world: PaperworkWorld;
beforeAll(async () => {
  world = await paperworkWorld();
});

type Answer = { status: number; body: unknown };

async function answersOf(responses: Promise<Response>[]): Promise<Answer[]> {
  return Promise.all((await Promise.all(responses)).map(async (r) => ({ status: r.status, body: await r.json() })));
}

/** Exactly one answer 200, every other one 409 (code `conflict`, the bill's message); returns the winner's index. */
function expectOneWinner(answers: Answer[]): number {
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(answers.length - 1);
  for (const answer of answers.filter((a) => a.status === 409)) {
    expect(answer.body).toEqual({ message: conflictMessage, code: 'conflict' });
  }
  return statuses.indexOf(200);
}

const racers = 20;

describe('the carrier’s edit of a bill (update_by_payee)', () => {
  it('answers the version as the ETag of GET and of every change', async () => {
    const bill = await newBill(world.admin, world.payor.id);
    const loaded = await getBill(world.admin, bill.id);
    expect(loaded.headers.get('etag')).toBe(`"v${bill.version}"`);
    const renamed = await edit(world.admin, 'PUT', billPath(settlementPaths.billUpdateByPayee, bill.id), bill.version, {
      loadOrInvoiceNumber: 'ETAG-1',
    });
    const saved = (await body<{ bill: Bill }>(renamed)).bill;
    expect(saved.version).toBe(bill.version + 1);
    expect(renamed.headers.get('etag')).toBe(`"v${saved.version}"`);
  });

  it('of 20 edits of the load number made on one version, writes exactly one: the others are 409', async () => {
    const bill = await newBill(world.admin, world.payor.id);
    const numbers = Array.from({ length: racers }, (_, i) => `RACE-${i}`);
    const answers = await answersOf(
      numbers.map((loadOrInvoiceNumber) =>
        edit(world.admin, 'PUT', billPath(settlementPaths.billUpdateByPayee, bill.id), bill.version, {
          loadOrInvoiceNumber,
        }),
      ),
    );
    const winner = expectOneWinner(answers);
    const stored = await currentBill(world.admin, bill.id);
    expect(stored.loadOrInvoiceNumber).toBe(numbers[winner]);
    expect(stored.version).toBe(bill.version + 1);
  });

  it('refuses a stale version with 409 and writes nothing; the current one is taken', async () => {
    const bill = await newBill(world.admin, world.payor.id, { loadOrInvoiceNumber: 'STALE-0' });
    const path = billPath(settlementPaths.billUpdateByPayee, bill.id);
    expect((await edit(world.admin, 'PUT', path, bill.version, { loadOrInvoiceNumber: 'STALE-1' })).status).toBe(200);
    const stale = await edit(world.admin, 'PUT', path, bill.version, { loadOrInvoiceNumber: 'STALE-2' });
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toEqual({ message: conflictMessage, code: 'conflict' });
    // Submitting a bill someone changed since is refused too: nothing is queued.
    const staleSubmit = await edit(world.admin, 'PUT', path, bill.version, { submit: true });
    expect(staleSubmit.status).toBe(409);
    const now = await currentBill(world.admin, bill.id);
    expect(now).toMatchObject({ loadOrInvoiceNumber: 'STALE-1', state: BillState.Incomplete });
    expect((await edit(world.admin, 'PUT', path, now.version, { loadOrInvoiceNumber: 'STALE-3' })).status).toBe(200);
    // An entity tag we never made (weak, or of another form) matches no version.
    const weak = await world.admin.request('settlement', path, {
      method: 'PUT',
      headers: { 'if-match': `W/"v${now.version + 1}"` },
      json: { loadOrInvoiceNumber: 'STALE-4' },
    });
    expect(weak.status).toBe(409);
    expect((await currentBill(world.admin, bill.id)).loadOrInvoiceNumber).toBe('STALE-3');
  });

  it('answers an edit without If-Match with 428 and a message in the caller’s language, and a malformed one with 400', async () => {
    const bill = await newBill(world.admin, world.payor.id, { loadOrInvoiceNumber: 'BLIND-0' });
    const path = billPath(settlementPaths.billUpdateByPayee, bill.id);
    const blind = await call(world.admin, 'PUT', path, { loadOrInvoiceNumber: 'BLIND-1' });
    expect(blind.status).toBe(428);
    expect(await errorOf(blind)).toEqual({ message: enErrors.versionRequired, code: 'precondition_required' });
    for (const [language, messages] of [
      ['es', esErrors],
      ['fr', frErrors],
    ] as const) {
      const answer = await world.admin.request('settlement', path, {
        method: 'PUT',
        headers: { 'accept-language': language },
        json: { loadOrInvoiceNumber: 'BLIND-1' },
      });
      expect(answer.status).toBe(428);
      expect((await errorOf(answer)).message).toBe(messages.versionRequired);
    }
    const star = await world.admin.request('settlement', path, {
      method: 'PUT',
      headers: { 'if-match': '*' },
      json: { loadOrInvoiceNumber: 'BLIND-2' },
    });
    expect(star.status).toBe(428);
    const malformed = await world.admin.request('settlement', path, {
      method: 'PUT',
      headers: { 'if-match': 'v1' },
      json: { loadOrInvoiceNumber: 'BLIND-3' },
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys((await errorOf(malformed)).errors ?? {})).toEqual(['if-match']);
    expect((await currentBill(world.admin, bill.id)).loadOrInvoiceNumber).toBe('BLIND-0');
  });

  it('tells a caller who cannot see the bill 404 before anything about versions', async () => {
    const other = await paperworkWorld();
    const bill = await newBill(other.admin, other.payor.id);
    const path = billPath(settlementPaths.billUpdateByPayee, bill.id);
    expect((await call(world.admin, 'PUT', path, { loadOrInvoiceNumber: 'X' })).status).toBe(404);
    expect((await edit(world.admin, 'PUT', path, bill.version + 5, { loadOrInvoiceNumber: 'X' })).status).toBe(404);
  });
});

describe('the payor’s review (PUT bills/{id})', () => {
  async function deliveredBill(): Promise<{ reviewer: ApiSession; bill: Bill }> {
    const reviewer = await payorReviewer(world.payor);
    const record = await createSentBill(
      { payeeId: world.payee.id, payorId: world.payor.id },
      { state: BillState.Delivered, payeeName: world.payee.name, payorName: world.payor.name },
    );
    return { reviewer, bill: await currentBill(reviewer, record.id) };
  }

  it('of 20 load number fixes made on one version, writes exactly one', async () => {
    const { reviewer, bill } = await deliveredBill();
    const numbers = Array.from({ length: racers }, (_, i) => `FIX-${i}`);
    const answers = await answersOf(
      numbers.map((loadOrInvoiceNumber) =>
        edit(reviewer, 'PUT', billPath(settlementPaths.bill, bill.id), bill.version, { loadOrInvoiceNumber }),
      ),
    );
    const winner = expectOneWinner(answers);
    expect((await currentBill(reviewer, bill.id)).loadOrInvoiceNumber).toBe(numbers[winner]);
  });

  it('refuses a review made on a version someone moved on since, and one without If-Match', async () => {
    const { reviewer, bill } = await deliveredBill();
    const path = billPath(settlementPaths.bill, bill.id);
    expect((await call(reviewer, 'PUT', path, { state: BillState.Submitted })).status).toBe(428);
    expect((await edit(reviewer, 'PUT', path, bill.version, { state: BillState.Submitted })).status).toBe(200);
    // A second reviewer who loaded the delivered bill rejects it: refused, the bill stays submitted.
    const late = await edit(reviewer, 'PUT', path, bill.version, { state: BillState.Rejected, note: 'Wrong rate' });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(conflictMessage);
    expect((await currentBill(reviewer, bill.id)).state).toBe(BillState.Submitted);
  });
});

describe('charges (inside the bill: each changes its version)', () => {
  it('of 20 linehaul amounts set on one version, writes exactly one', async () => {
    const bill = await newBill(world.admin, world.payor.id);
    const amounts = Array.from({ length: racers }, (_, i) => 1_000_00 + i);
    const answers = await answersOf(
      amounts.map((amount) =>
        edit(world.admin, 'POST', settlementPaths.charges, bill.version, {
          billId: bill.id,
          chargeTypeId: ChargeType.Linehaul,
          amount,
        }),
      ),
    );
    const winner = expectOneWinner(answers);
    const stored = await currentBill(world.admin, bill.id);
    expect(stored.charges.map((c) => c.amount)).toEqual([amounts[winner]]);
  });

  it('refuses a new amount or a deletion made on a stale version, even of a charge replaced since (409, not 404)', async () => {
    const withLinehaul = await charge(world.admin, (await newBill(world.admin, world.payor.id)).id, 1, 500_00);
    const [linehaul] = withLinehaul.charges;
    if (!linehaul) throw new Error('No linehaul');
    const path = billPath(settlementPaths.charge, linehaul.id);
    expect((await call(world.admin, 'PUT', path, { amount: 600_00 })).status).toBe(428);
    const first = await edit(world.admin, 'PUT', path, withLinehaul.version, { amount: 600_00 });
    expect(first.status).toBe(200);
    // Both made on the version before that replacement: the old charge id is gone, but the answer says why.
    const second = await edit(world.admin, 'PUT', path, withLinehaul.version, { amount: 700_00 });
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(conflictMessage);
    const removal = await edit(world.admin, 'DELETE', path, withLinehaul.version);
    expect(removal.status).toBe(409);
    const now = await currentBill(world.admin, withLinehaul.id);
    expect(now.charges.map((c) => c.amount)).toEqual([600_00]);
    // On the current version the old id is simply gone.
    expect((await edit(world.admin, 'PUT', path, now.version, { amount: 800_00 })).status).toBe(404);
  });
});

describe('documents (attaching and removing change the bill)', () => {
  it('removes a document only on the version the user saw', async () => {
    const bill = await newBill(world.admin, world.payor.id);
    const documentId = await attachDocument(bill.id, ImageType.ProofOfDelivery);
    const loaded = await currentBill(world.admin, bill.id);
    const path = fillPath(settlementPaths.billDocument, { id: bill.id, documentId });
    expect((await call(world.admin, 'DELETE', path)).status).toBe(428);
    // Someone renames the bill meanwhile: the removal made on the older version is refused.
    await edit(world.admin, 'PUT', billPath(settlementPaths.billUpdateByPayee, bill.id), loaded.version, {
      loadOrInvoiceNumber: 'DOC-RENAMED',
    });
    const stale = await edit(world.admin, 'DELETE', path, loaded.version);
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(conflictMessage);
    const now = await currentBill(world.admin, bill.id);
    expect(now.documents.map((d) => d.id)).toEqual([documentId]);
    const removed = await edit(world.admin, 'DELETE', path, now.version);
    expect(removed.status).toBe(200);
    expect((await body<{ bill: Bill }>(removed)).bill).toMatchObject({ documents: [], version: now.version + 1 });
  });

  it('attaches an upload only on the version the user saw', async () => {
    const bill = await newBill(world.admin, world.payor.id);
    const bytes = samplePdf(['POD']);
    const started = await call(world.admin, 'POST', billPath(settlementPaths.billDocuments, bill.id), {
      fileName: 'pod.pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      imageTypeId: ImageType.ProofOfDelivery,
    });
    expect(started.status).toBe(201);
    const { document, upload } = await body<PresignedUpload>(started);
    const put = await fetch(upload.url, {
      method: 'PUT',
      headers: { ...upload.headers, origin: String(process.env.APP_ORIGIN) },
      body: bytes as Uint8Array<ArrayBuffer>,
    });
    expect(put.status).toBe(200);
    const complete = fillPath(settlementPaths.billDocumentComplete, { id: bill.id, documentId: document.id });
    expect((await call(world.admin, 'POST', complete)).status).toBe(428);
    // The bill changed since the upload began: refused, nothing attached; on the current version it attaches.
    const renamed = (
      await body<{ bill: Bill }>(
        await edit(world.admin, 'PUT', billPath(settlementPaths.billUpdateByPayee, bill.id), bill.version, {
          loadOrInvoiceNumber: 'UPLOAD-RENAMED',
        }),
      )
    ).bill;
    const stale = await edit(world.admin, 'POST', complete, bill.version);
    expect(stale.status).toBe(409);
    expect((await currentBill(world.admin, bill.id)).documents).toEqual([]);
    const attached = await edit(world.admin, 'POST', complete, renamed.version);
    expect(attached.status, await attached.clone().text()).toBe(200);
    expect((await body<{ bill: Bill }>(attached)).bill.documents.map((d) => d.id)).toEqual([document.id]);
  });
});

describe('the answers of a conflict', () => {
  it('are the error shape, code `conflict`', async () => {
    const bill = await newBill(world.admin, world.payor.id);
    const response = await edit(
      world.admin,
      'PUT',
      billPath(settlementPaths.billUpdateByPayee, bill.id),
      bill.version + 3,
      { loadOrInvoiceNumber: 'SHAPE' },
    );
    const error: ApiError = await errorOf(response);
    expect(response.status).toBe(409);
    expect(error.code).toBe('conflict');
  });
});
