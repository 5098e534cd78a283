import { BillState } from '#shared/enums/bill-state.ts';
import { ChargeType } from '#shared/enums/paperwork.ts';

/** The parts of a bill that decide whether it can be delivered to its payor. */
export type DeliverableBill = {
  state: BillState;
  charges: readonly { chargeTypeId: number; amountCents: number }[];
  documentCount: number;
};

export type ResubmissionOutcome =
  | { kind: 'deliver'; to: typeof BillState.Delivered }
  | { kind: 'exception'; to: typeof BillState.Exception; reason: 'missing_linehaul' | 'missing_documents' }
  | { kind: 'skip'; reason: 'not_sent' };

/**
 * What the worker does with a resubmitted bill. Only a bill still in `sent` is acted on, which is
 * what makes a redelivered message harmless: the first delivery has already moved it on.
 */
export function resubmissionOutcome(bill: DeliverableBill): ResubmissionOutcome {
  if (bill.state !== BillState.Sent) return { kind: 'skip', reason: 'not_sent' };
  const linehaul = bill.charges.find((c) => c.chargeTypeId === ChargeType.Linehaul);
  if (!linehaul || linehaul.amountCents <= 0) {
    return { kind: 'exception', to: BillState.Exception, reason: 'missing_linehaul' };
  }
  if (bill.documentCount === 0) return { kind: 'exception', to: BillState.Exception, reason: 'missing_documents' };
  return { kind: 'deliver', to: BillState.Delivered };
}
