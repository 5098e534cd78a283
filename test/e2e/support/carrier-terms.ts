import { PaymentType } from '#shared/enums/payment-type.ts';

/**
 * Puts a carrier's relationship with a payor on Standard Pay with its free QuickPays used up, as a
 * carrier that has worked with the payor a while is: its invoices then arrive on Standard Pay, and a
 * QuickPay it elects costs the payor's fee. The demo starts it on QuickPay with free QuickPays left,
 * which journeys run earlier may or may not have used, so a journey about the fee says which it is.
 * Call it after `connectToLocalStack`.
 */
export async function onStandardPayWithoutFreeQuickPays(payeeId: number, relationshipId: number): Promise<void> {
  const { updateBumpingVersion } = await import('#functions/repositories/conditional-writes.ts');
  const { keys } = await import('#functions/repositories/keys.ts');
  const written = await updateBumpingVersion({
    Key: keys.relationship(payeeId, relationshipId),
    UpdateExpression: 'SET paymentType = :standard, freeQuickPaysRemaining = :none',
    ConditionExpression: 'attribute_exists(pk) AND isClaimed = :claimed',
    ExpressionAttributeValues: { ':standard': PaymentType.StandardPay, ':none': 0, ':claimed': true },
  });
  if (!written) throw new Error(`Relationship ${relationshipId} of payee ${payeeId} is not a claimed relationship`);
}
