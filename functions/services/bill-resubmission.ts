import type { Logger } from '@aws-lambda-powertools/logger';
import type { ResubmitMessage } from '#shared/schemas/resubmit-message.ts';
import { resubmissionOutcome } from '../domain/bill-resubmission.ts';
import { getBill, transitionBill } from '../repositories/bills.ts';

export class PoisonMessage extends Error {}

/**
 * Re-validates a resubmitted bill and delivers it to its payor (sent → delivered), or marks it as
 * an exception. Safe to run twice for the same message: a bill that has left `sent` is skipped.
 */
export async function resubmitBill(message: ResubmitMessage, eventId: string, logger: Logger): Promise<void> {
  const bill = await getBill(message.billId);
  if (!bill || bill.payeeId !== message.payeeId) throw new PoisonMessage(`Bill ${message.billId} not found for payee`);
  const outcome = resubmissionOutcome({ ...bill, documentCount: bill.documents.length });
  if (outcome.kind === 'skip') {
    logger.info('Bill already processed', { state: bill.state });
    return;
  }
  const moved = await transitionBill({
    billId: bill.id,
    from: bill.state,
    to: outcome.to,
    eventId,
    actor: `user:${message.requestedBy}`,
    ...(outcome.kind === 'exception' ? { note: outcome.reason } : {}),
  });
  logger.info(moved ? 'Bill resubmitted' : 'Bill changed meanwhile; left as is', { to: outcome.to });
}
