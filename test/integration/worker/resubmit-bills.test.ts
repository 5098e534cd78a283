import { randomUUID } from 'node:crypto';
import type { Context, SQSBatchResponse } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { resubmitEvent, resubmitRecord } from '#events/sqs-resubmit.ts';
import { type BillRecord, getBill, putBillIfAbsent } from '#functions/repositories/bills.ts';
import { handler } from '#functions/worker/resubmit-bills.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { ChargeType, ImageType } from '#shared/enums/paperwork.ts';

const context = {
  functionName: 'resubmit-bills',
  awsRequestId: 'test',
  getRemainingTimeInMillis: () => 30_000,
} as Context;

async function sentBill(overrides: Partial<BillRecord> = {}): Promise<BillRecord> {
  const bill: BillRecord = {
    id: randomUUID(),
    payeeId: demoCompanies.carrier.id,
    payorId: demoCompanies.broker.id,
    state: BillState.Sent,
    loadOrInvoiceNumber: `LOAD-${randomUUID().slice(0, 6)}`,
    paperworkTypeId: null,
    charges: [{ id: randomUUID(), chargeTypeId: ChargeType.Linehaul, amountCents: 125_000 }],
    documents: [
      {
        id: randomUUID(),
        imageTypeId: ImageType.RateConfirmation,
        objectKey: 'bills/x/rate.pdf',
        contentType: 'application/pdf',
      },
    ],
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
  await putBillIfAbsent(bill);
  return bill;
}

const message = (bill: BillRecord) => ({ billId: bill.id, payeeId: bill.payeeId, requestedBy: 1 });

describe('resubmit worker', () => {
  it('reports exactly the failed records of a mixed batch', async () => {
    const good = await sentBill();
    const noLinehaul = await sentBill({ charges: [] });
    const alreadyDelivered = await sentBill({ state: BillState.Delivered });
    const event = resubmitEvent([
      resubmitRecord('good', message(good)),
      resubmitRecord('malformed', '{"billId":'),
      resubmitRecord('unknown-bill', { billId: randomUUID(), payeeId: demoCompanies.carrier.id, requestedBy: 1 }),
      resubmitRecord('other-payee', { ...message(good), payeeId: demoCompanies.secondCarrier.id }),
      resubmitRecord('exception', message(noLinehaul)),
      resubmitRecord('duplicate', message(alreadyDelivered)),
    ]);
    const response = (await handler(event, context)) as SQSBatchResponse;
    expect(response.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual([
      'malformed',
      'other-payee',
      'unknown-bill',
    ]);
    expect((await getBill(good.id))?.state).toBe(BillState.Delivered);
    expect((await getBill(noLinehaul.id))?.state).toBe(BillState.Exception);
    expect((await getBill(alreadyDelivered.id))?.state).toBe(BillState.Delivered);
  });

  it('changes nothing when the same message is delivered twice', async () => {
    const bill = await sentBill();
    const first = (await handler(resubmitEvent([resubmitRecord('m1', message(bill))]), context)) as SQSBatchResponse;
    const after = await getBill(bill.id);
    const second = (await handler(
      resubmitEvent([resubmitRecord('m1', message(bill), 2)]),
      context,
    )) as SQSBatchResponse;
    expect(first.batchItemFailures).toEqual([]);
    expect(second.batchItemFailures).toEqual([]);
    expect(await getBill(bill.id)).toEqual(after);
  });
});
