import { putCompanyIfAbsent } from '#functions/repositories/companies.ts';
import { putFactorOfRecordIfAbsent } from '#functions/repositories/factor-of-record.ts';
import { putRelationshipIfAbsent, type RelationshipRecord } from '#functions/repositories/relationships.ts';
import { reconcileCarrierHolds } from '#functions/services/factor-of-record.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { demoCompanies } from './demo-accounts.ts';

const seededAt = '2026-02-03T15:00:00.000Z';

const company = (id: number, name: string, type: CompanyType) => ({
  id,
  guid: `00000000-0000-4000-8000-00000000${id}`,
  name,
  type,
  dotNumber: null,
  mcNumber: null,
  scacCode: null,
  isOperationsNoBuy: false,
  payorTypeId: type === CompanyType.Payor ? 1 : null,
  isHighwaySubscriber: false,
  isRateAccepted: false,
  settings: {},
  payorTerms: null,
  createdAt: seededAt,
});

/**
 * The carrier's 'IncorrectFactor' step (issue 15), on companies no other demo account sees:
 * Brazos Valley Carriers (`brazos@demo.test`), whose factor of record is Live Oak Funding, has two
 * payors: Llano Freight Brokers assigned to Live Oak (as it should be) and Pecan Bayou Logistics
 * still assigned to Harbor Street Capital (a mismatch, held), which its administrator is asked about
 * at sign-in.
 */
export const incorrectFactorDemo = {
  carrier: demoCompanies.mismatchedCarrier,
  factorOfRecord: company(3801, 'Live Oak Funding', CompanyType.Factor),
  otherFactor: company(3802, 'Harbor Street Capital', CompanyType.Factor),
  payors: [
    company(2801, 'Llano Freight Brokers', CompanyType.Payor),
    company(2802, 'Pecan Bayou Logistics', CompanyType.Payor),
  ],
  relationshipIds: { agreeing: 1811, mismatched: 1812 },
} as const;

export async function seedIncorrectFactor(now = new Date()): Promise<void> {
  const d = incorrectFactorDemo;
  for (const record of [d.factorOfRecord, d.otherFactor, ...d.payors]) await putCompanyIfAbsent(record);
  await putFactorOfRecordIfAbsent({
    payeeId: d.carrier.id,
    factorId: d.factorOfRecord.id,
    factorName: d.factorOfRecord.name,
    documentId: null,
    since: seededAt,
    version: 1,
  });
  const [llano, pecan] = d.payors;
  await putRelationshipIfAbsent(relationshipOf(d.relationshipIds.agreeing, llano, d.factorOfRecord));
  await putRelationshipIfAbsent(relationshipOf(d.relationshipIds.mismatched, pecan, d.otherFactor));
  // The mismatch is held as the model holds it (GLOBAL_FACTOR_MISMATCH), with its record.
  await reconcileCarrierHolds(d.carrier.id, now);
}

function relationshipOf(
  id: number,
  payor: (typeof incorrectFactorDemo.payors)[number],
  factor: { id: number; name: string },
): RelationshipRecord {
  return {
    id,
    payeeId: incorrectFactorDemo.carrier.id,
    payorId: payor.id,
    payorName: payor.name,
    payorTypeId: payor.payorTypeId,
    currencyId: Currency.USD,
    isClaimed: true,
    claimedAt: seededAt,
    claimedByUserId: null,
    contactStatus: RelationshipContactStatus.Confirmed,
    contactMethodId: null,
    paymentType: PaymentType.StandardPay,
    freeQuickPaysRemaining: 0,
    termsAcceptedAt: seededAt,
    assignedFactorId: factor.id,
    factorName: factor.name,
    createdAt: seededAt,
  };
}
