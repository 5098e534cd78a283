import { describe, expect, it } from 'vitest';
import { deliverableBill, planResubmissionBatch, type ResubmittableBill } from '#functions/domain/bill-resubmission.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { ChargeType, ImageType } from '#shared/enums/paperwork.ts';

const payorWithRate = 20;
const payorDefault = 21;
const required = new Map<number, readonly number[]>([
  [payorWithRate, [ImageType.RateConfirmation, ImageType.ProofOfDelivery]],
]);
const defaults = [ImageType.ProofOfDelivery];

function bill(id: string, fields: Partial<ResubmittableBill> = {}): ResubmittableBill {
  return {
    id,
    payeeId: 10,
    payorId: payorDefault,
    state: BillState.Sent,
    version: 3,
    charges: [{ chargeTypeId: ChargeType.Linehaul, amount: 1_000 }],
    attachedDocuments: { d1: ImageType.ProofOfDelivery },
    ...fields,
  };
}

const record = (messageId: string, billId: string | null, payeeId = 10) => ({
  messageId,
  message: billId === null ? null : { billId, payeeId },
});

describe('planResubmissionBatch', () => {
  it('plans each record from the bill item alone, in batch order', () => {
    const bills = new Map(
      [
        bill('good'),
        bill('no-linehaul', { charges: [] }),
        bill('no-pod', { attachedDocuments: { d1: ImageType.RateConfirmation } }),
        bill('needs-rate', { payorId: payorWithRate }),
        bill('has-rate', {
          payorId: payorWithRate,
          attachedDocuments: { a: ImageType.RateConfirmation, b: ImageType.ProofOfDelivery },
        }),
        bill('delivered', { state: BillState.Delivered }),
      ].map((b) => [b.id, b]),
    );
    const plans = planResubmissionBatch(
      [
        record('m1', 'good'),
        record('m2', null),
        record('m3', 'missing'),
        record('m4', 'good', 99),
        record('m5', 'no-linehaul'),
        record('m6', 'no-pod'),
        record('m7', 'needs-rate'),
        record('m8', 'has-rate'),
        record('m9', 'delivered'),
        record('m10', 'good'),
      ],
      bills,
      required,
      defaults,
    );
    expect(plans).toEqual([
      { kind: 'move', billId: 'good', version: 3, outcome: { kind: 'deliver', to: BillState.Delivered } },
      { kind: 'poison', reason: 'not_a_message' },
      { kind: 'poison', reason: 'bill_not_found' },
      { kind: 'poison', reason: 'bill_not_found' },
      {
        kind: 'move',
        billId: 'no-linehaul',
        version: 3,
        outcome: { kind: 'exception', to: BillState.Exception, reason: 'missing_linehaul' },
      },
      {
        kind: 'move',
        billId: 'no-pod',
        version: 3,
        outcome: { kind: 'exception', to: BillState.Exception, reason: 'missing_documents' },
      },
      {
        kind: 'move',
        billId: 'needs-rate',
        version: 3,
        outcome: { kind: 'exception', to: BillState.Exception, reason: 'missing_documents' },
      },
      { kind: 'move', billId: 'has-rate', version: 3, outcome: { kind: 'deliver', to: BillState.Delivered } },
      { kind: 'skip', billId: 'delivered', state: BillState.Delivered },
      { kind: 'duplicate', billId: 'good', of: 'm1' },
    ]);
  });

  it('treats a second message for a bill already moved on as a skip, however often it comes', () => {
    const bills = new Map([['b', bill('b', { state: BillState.Exception })]]);
    expect(planResubmissionBatch([record('m1', 'b'), record('m2', 'b')], bills, required, defaults)).toEqual([
      { kind: 'skip', billId: 'b', state: BillState.Exception },
      { kind: 'duplicate', billId: 'b', of: 'm1' },
    ]);
  });

  it('reads the attached documents from the bill item for completeness', () => {
    expect(deliverableBill(bill('b', { attachedDocuments: { x: 1, y: 3 } }), [3])).toEqual({
      state: BillState.Sent,
      charges: [{ chargeTypeId: ChargeType.Linehaul, amount: 1_000 }],
      documents: [
        { imageTypeId: 1, status: 'attached' },
        { imageTypeId: 3, status: 'attached' },
      ],
      requiredImageTypeIds: [3],
    });
  });
});
