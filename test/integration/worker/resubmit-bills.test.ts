import { randomUUID } from 'node:crypto';
import type { Context, SQSBatchResponse } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqsEvent, sqsRecord } from '#events/sqs.ts';
import { getBillParts } from '#functions/repositories/bills.ts';
import { getResubmitFailures } from '#functions/repositories/resubmit-failures.ts';
import { workerActorName } from '#functions/services/bill-resubmission.ts';
import { handler } from '#functions/worker/resubmit-bills.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import type { ResubmitMessage } from '#shared/schemas/resubmit-message.ts';
import { createSentBill } from '../../support/bill-fixtures.ts';
import { createCompany } from '../../support/fixtures.ts';

const context = {
  functionName: 'resubmit-bills',
  awsRequestId: 'test',
  getRemainingTimeInMillis: () => 30_000,
} as Context;

let owner: { payeeId: number; payorId: number };
let otherPayeeId: number;

beforeAll(async () => {
  const [payee, payor, otherPayee] = await Promise.all([
    createCompany(CompanyType.Payee),
    createCompany(CompanyType.Payor),
    createCompany(CompanyType.Payee),
  ]);
  owner = { payeeId: payee.id, payorId: payor.id };
  otherPayeeId = otherPayee.id;
});

afterEach(() => {
  vi.restoreAllMocks();
});

const message = (bill: { id: string; payeeId: number }): ResubmitMessage => ({
  billId: bill.id,
  payeeId: bill.payeeId,
  requestedBy: 1,
});

/**
 * The structured log lines the handler writes while `action` runs (Powertools writes JSON lines to
 * stdout and stderr); they are kept out of the test output.
 */
async function capturingLogs<T>(action: () => Promise<T>): Promise<{ result: T; lines: Record<string, unknown>[] }> {
  const written: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
      if (String(chunk).startsWith('{')) {
        written.push(String(chunk));
        return true;
      }
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write);
  }
  const result = await action();
  const lines = written
    .flatMap((chunk) => chunk.split('\n'))
    .flatMap((line) => {
      try {
        const parsed = JSON.parse(line) as unknown;
        return typeof parsed === 'object' && parsed !== null ? [parsed as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });
  return { result, lines };
}

describe('resubmit worker', () => {
  it('reports exactly the failed records of a mixed batch (good, bad, duplicate)', async () => {
    const good = await createSentBill(owner);
    const noLinehaul = await createSentBill(owner, { charges: [] });
    const noDocuments = await createSentBill(owner, { documents: false });
    const alreadyDelivered = await createSentBill(owner, { state: BillState.Delivered });
    const unknownBillId = randomUUID();
    const event = sqsEvent([
      sqsRecord('resubmit_to_sqs', 'good', message(good)),
      sqsRecord('resubmit_to_sqs', 'malformed', '{"billId":'),
      sqsRecord('resubmit_to_sqs', 'not-a-message', JSON.stringify({ hello: 'world' })),
      sqsRecord('resubmit_to_sqs', 'unknown-bill', { billId: unknownBillId, payeeId: owner.payeeId, requestedBy: 1 }),
      sqsRecord('resubmit_to_sqs', 'other-payee', { ...message(good), payeeId: otherPayeeId }),
      sqsRecord('resubmit_to_sqs', 'no-linehaul', message(noLinehaul)),
      sqsRecord('resubmit_to_sqs', 'no-documents', message(noDocuments)),
      sqsRecord('resubmit_to_sqs', 'duplicate', message(alreadyDelivered), 2),
    ]);
    const { result, lines } = await capturingLogs(async () => (await handler(event, context)) as SQSBatchResponse);

    expect(result.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual([
      'malformed',
      'not-a-message',
      'other-payee',
      'unknown-bill',
    ]);
    const stateOf = async (id: string) => (await getBillParts(id))?.bill.state;
    expect(await stateOf(good.id)).toBe(BillState.Delivered);
    expect(await stateOf(noLinehaul.id)).toBe(BillState.Exception);
    expect(await stateOf(noDocuments.id)).toBe(BillState.Exception);
    expect(await stateOf(alreadyDelivered.id)).toBe(BillState.Delivered);
    const goodHistory = (await getBillParts(good.id))?.history ?? [];
    expect(goodHistory).toEqual([
      expect.objectContaining({ from: BillState.Sent, to: BillState.Delivered, by: workerActorName, eventId: 'good' }),
    ]);
    const exception = (await getBillParts(noLinehaul.id))?.history ?? [];
    expect(exception).toEqual([expect.objectContaining({ to: BillState.Exception, note: 'missing_linehaul' })]);
    // The duplicate's bill gained no history.
    expect((await getBillParts(alreadyDelivered.id))?.history).toEqual([]);

    // Each failure is logged with its message id (and bill id when the message names one)...
    const failures = lines.filter((line) => String(line.message).startsWith('Resubmission failed'));
    expect(failures.map((line) => line.messageId).sort()).toEqual([
      'malformed',
      'not-a-message',
      'other-payee',
      'unknown-bill',
    ]);
    expect(failures.find((line) => line.messageId === 'unknown-bill')).toMatchObject({
      billId: unknownBillId,
      receiveCount: 1,
      level: 'ERROR',
    });
    expect(failures.find((line) => line.messageId === 'malformed')).not.toHaveProperty('billId');
    // ...and recorded, for the dead-letter listing.
    const recorded = await getResubmitFailures(['unknown-bill', 'malformed', 'good']);
    expect(recorded.get('unknown-bill')).toMatchObject({ billId: unknownBillId, failures: 1 });
    expect(recorded.get('unknown-bill')?.firstError).toContain('not found');
    expect(recorded.get('malformed')).toMatchObject({ billId: null, failures: 1 });
    expect(recorded.has('good')).toBe(false);
  });

  it('changes nothing when the same message is delivered twice', async () => {
    const bill = await createSentBill(owner);
    const first = (await handler(
      sqsEvent([sqsRecord('resubmit_to_sqs', 'm1', message(bill))]),
      context,
    )) as SQSBatchResponse;
    const after = await getBillParts(bill.id);
    const second = (await handler(
      sqsEvent([sqsRecord('resubmit_to_sqs', 'm1', message(bill), 2)]),
      context,
    )) as SQSBatchResponse;
    expect(first.batchItemFailures).toEqual([]);
    expect(second.batchItemFailures).toEqual([]);
    expect(await getBillParts(bill.id)).toEqual(after);
  });

  it('delivers a bill once when two messages for it arrive in one batch', async () => {
    const bill = await createSentBill(owner);
    const response = (await handler(
      sqsEvent([
        sqsRecord('resubmit_to_sqs', 'first', message(bill)),
        sqsRecord('resubmit_to_sqs', 'second', message(bill)),
      ]),
      context,
    )) as SQSBatchResponse;
    expect(response.batchItemFailures).toEqual([]);
    const parts = await getBillParts(bill.id);
    expect(parts?.bill.state).toBe(BillState.Delivered);
    expect(parts?.history.filter((entry) => entry.to === BillState.Delivered)).toHaveLength(1);
  });
});
