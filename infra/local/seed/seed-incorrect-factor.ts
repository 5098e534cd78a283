import { putCompanyIfAbsent } from '#functions/repositories/companies.ts';
import { reconcileCarrierHolds } from '#functions/services/factor-of-record.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { demoCompanies } from './demo-accounts.ts';
import { demoCompany, seedDemoCarrier } from './demo-carrier.ts';

const seededAt = '2026-02-03T15:00:00.000Z';

const company = (id: number, name: string, type: CompanyType) => ({
  ...demoCompany(id, name, type),
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
  const [llano, pecan] = d.payors;
  await seedDemoCarrier({
    carrierId: d.carrier.id,
    factorOfRecord: { factor: d.factorOfRecord, documentId: null },
    relationships: [
      { id: d.relationshipIds.agreeing, payor: llano, factor: d.factorOfRecord },
      { id: d.relationshipIds.mismatched, payor: pecan, factor: d.otherFactor },
    ],
    claimed: true,
    seededAt,
  });
  // The mismatch is held as the model holds it (GLOBAL_FACTOR_MISMATCH), with its record.
  await reconcileCarrierHolds(d.carrier.id, now);
}
