import { putContactMethodIfAbsent, putRelationshipIfAbsent } from '#functions/repositories/relationships.ts';
import { Currency } from '#shared/enums/currency.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { demoCompanies } from './demo-accounts.ts';

const broker = demoCompanies.broker;
const seededAt = '2026-01-05T15:00:00.000Z';

/**
 * Redline Logistics' carriers beyond Lone Star Freight (seed-carrier-activity.ts relationship 1),
 * so the broker's Carriers screen shows the cases it must: Blue Ridge Haulers connected on QuickPay
 * with its invoices assigned to Alamo Capital Factoring, and Mesa Verde Carriers invited by email
 * and not connected yet (its admin, owner@demo.test, can claim it with the emailed code). Fixed ids
 * apart from the carrier demo's (1–5); written only if absent.
 */
export async function seedPayorCarriers(): Promise<void> {
  const base = {
    payorId: broker.id,
    payorName: broker.name,
    payorTypeId: broker.payorTypeId ?? null,
    currencyId: Currency.USD,
    freeQuickPaysRemaining: 0,
    createdAt: seededAt,
    version: 1,
  };
  await putRelationshipIfAbsent({
    ...base,
    id: 2101,
    payeeId: demoCompanies.secondCarrier.id,
    isClaimed: true,
    claimedAt: '2026-01-12T16:30:00.000Z',
    claimedByUserId: null,
    contactStatus: RelationshipContactStatus.Confirmed,
    contactMethodId: null,
    paymentType: PaymentType.QuickPay,
    termsAcceptedAt: '2026-01-12T16:30:00.000Z',
    assignedFactorId: demoCompanies.factor.id,
    factorName: demoCompanies.factor.name,
  });
  const mesaEmail = { id: 2101, payeeId: demoCompanies.thirdCarrier.id, kind: 'email', isPreVerified: false } as const;
  await putContactMethodIfAbsent({ ...mesaEmail, destination: 'billing@mesaverdecarriers.test' });
  await putRelationshipIfAbsent({
    ...base,
    id: 2102,
    payeeId: demoCompanies.thirdCarrier.id,
    isClaimed: false,
    claimedAt: null,
    claimedByUserId: null,
    contactStatus: RelationshipContactStatus.Contacted,
    contactMethodId: mesaEmail.id,
    contactMethodIds: [mesaEmail.id],
    paymentType: PaymentType.StandardPay,
    termsAcceptedAt: null,
    assignedFactorId: null,
    factorName: null,
    invitedAt: seededAt,
  });
}
