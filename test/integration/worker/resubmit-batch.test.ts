import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, SQSBatchResponse } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sqsEvent, sqsRecord } from '#events/sqs.ts';
import { dynamo } from '#functions/lib/aws-clients.ts';
import * as billsRepository from '#functions/repositories/bills.ts';
import { tableName } from '#functions/repositories/table.ts';
import { handler } from '#functions/worker/resubmit-bills.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { createSentBill } from '../../support/bill-fixtures.ts';
import { createCompany } from '../../support/fixtures.ts';

/** Runs between the worker's read of the batch's bills and its transaction (a concurrent writer). */
let afterRead: ((bills: Map<string, billsRepository.BillRecord>) => Promise<void>) | null = null;

vi.mock('#functions/repositories/bills.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#functions/repositories/bills.ts')>();
  return {
    ...original,
    getBills: async (ids: Iterable<string>) => {
      const read = await original.getBills(ids);
      if (afterRead) await afterRead(read);
      return read;
    },
  };
});

const context = {
  functionName: 'resubmit-bills',
  awsRequestId: 't',
  getRemainingTimeInMillis: () => 30_000,
} as Context;
let owner: { payeeId: number; payorId: number };

beforeAll(async () => {
  const [payee, payor] = await Promise.all([createCompany(CompanyType.Payee), createCompany(CompanyType.Payor)]);
  owner = { payeeId: payee.id, payorId: payor.id };
});

const update = (billId: string, expression: string, values: Record<string, unknown>) =>
  dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `BILL#${billId}`, sk: 'BILL' },
      UpdateExpression: `${expression} ADD version :one`,
      ...(expression.includes('#state') ? { ExpressionAttributeNames: { '#state': 'state' } } : {}),
      ExpressionAttributeValues: { ...values, ':one': 1 },
    }),
  );

describe('resubmit worker batch', () => {
  it('moves the rest of the batch when one bill changed after the read: that one is judged again', async () => {
    const bills = await Promise.all(Array.from({ length: 6 }, () => createSentBill(owner)));
    const [lostLinehaul, movedOn, ...others] = bills as [
      (typeof bills)[number],
      (typeof bills)[number],
      ...(typeof bills)[number][],
    ];
    afterRead = async () => {
      afterRead = null;
      // Still sent, but its linehaul is gone: delivered no more, an exception on a fresh read.
      await update(lostLinehaul.id, 'SET charges = :none', { ':none': [] });
      // Moved on by someone else: left as it is.
      await update(movedOn.id, 'SET #state = :delivered', { ':delivered': BillState.Delivered });
    };
    const event = sqsEvent(
      bills.map((bill) =>
        sqsRecord('resubmit_to_sqs', `m-${bill.id}`, { billId: bill.id, payeeId: owner.payeeId, requestedBy: 1 }),
      ),
    );
    const response = (await handler(event, context)) as SQSBatchResponse;
    expect(response.batchItemFailures).toEqual([]);

    const parts = async (id: string) => billsRepository.getBillParts(id);
    const excepted = await parts(lostLinehaul.id);
    expect(excepted?.bill.state).toBe(BillState.Exception);
    expect(excepted?.history).toEqual([
      expect.objectContaining({ to: BillState.Exception, note: 'missing_linehaul', eventId: `m-${lostLinehaul.id}` }),
    ]);
    const untouched = await parts(movedOn.id);
    expect(untouched?.bill.state).toBe(BillState.Delivered);
    expect(untouched?.history).toEqual([]);
    for (const bill of others) {
      const other = await parts(bill.id);
      expect(other?.bill.state).toBe(BillState.Delivered);
      expect(other?.history).toEqual([expect.objectContaining({ to: BillState.Delivered, by: 'LanePay' })]);
    }
  });

  it('decides a bill stored without attachedDocuments from its documents', async () => {
    const bill = await createSentBill(owner);
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `BILL#${bill.id}`, sk: 'BILL' },
        UpdateExpression: 'REMOVE attachedDocuments',
      }),
    );
    const response = (await handler(
      sqsEvent([sqsRecord('resubmit_to_sqs', 'legacy', { billId: bill.id, payeeId: owner.payeeId, requestedBy: 1 })]),
      context,
    )) as SQSBatchResponse;
    expect(response.batchItemFailures).toEqual([]);
    expect((await billsRepository.getBillParts(bill.id))?.bill.state).toBe(BillState.Delivered);
  });
});
