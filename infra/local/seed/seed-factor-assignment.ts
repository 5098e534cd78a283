import type { FactorAssignmentProposal } from '#functions/domain/noa/factor-assignment.ts';
import { putCompanyIfAbsent } from '#functions/repositories/companies.ts';
import { factorAssignmentStep, getFactorAssignment } from '#functions/repositories/factor-assignments.ts';
import { reconcileCarrierHolds, writeCarrierChange } from '#functions/services/factor-of-record.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { demoAccounts } from './demo-accounts.ts';
import { demoCompany, seedDemoCarrier } from './demo-carrier.ts';

const seededAt = '2026-02-02T15:00:00.000Z';

const company = (id: number, name: string, type: CompanyType) => ({
  ...demoCompany(id, name, type),
  createdAt: seededAt,
});

/**
 * The staff's factor assignment demo, on companies no other demo account sees (no portal users):
 * Sabine River Hauling, whose factor of record is Bayou Capital Funding, has three payors: Trinity
 * Bay assigned to Bayou (as it should be), Caddo Lake assigned to Pine Hollow Factoring (a mismatch,
 * held: what `admin@demo.test` corrects in the journey) and Neches unassigned, for which Sam Ortiz
 * proposed Bayou (pending: the audit queue's and the security suite's proposal).
 */
export const factorAssignmentDemo = {
  carrier: company(1701, 'Sabine River Hauling LLC', CompanyType.Payee),
  factorOfRecord: company(3701, 'Bayou Capital Funding', CompanyType.Factor),
  strayFactor: company(3702, 'Pine Hollow Factoring', CompanyType.Factor),
  payors: [
    company(2701, 'Trinity Bay Brokers', CompanyType.Payor),
    company(2702, 'Caddo Lake Logistics', CompanyType.Payor),
    company(2703, 'Neches Freight Partners', CompanyType.Payor),
  ],
  relationshipIds: { agreeing: 1711, mismatched: 1712, proposed: 1713 },
  pendingProposalId: 1721,
} as const;

export async function seedFactorAssignment(now = new Date()): Promise<void> {
  const d = factorAssignmentDemo;
  for (const record of [d.factorOfRecord, d.strayFactor, ...d.payors]) await putCompanyIfAbsent(record);
  const [trinity, caddo, neches] = d.payors;
  await seedDemoCarrier({
    carrier: d.carrier,
    factorOfRecord: { factor: d.factorOfRecord, documentId: null },
    relationships: [
      { id: d.relationshipIds.agreeing, payor: trinity, factor: d.factorOfRecord },
      { id: d.relationshipIds.mismatched, payor: caddo, factor: d.strayFactor },
      { id: d.relationshipIds.proposed, payor: neches, factor: null },
    ],
    claimed: false,
    seededAt,
  });
  // The mismatch is held as the model holds it (GLOBAL_FACTOR_MISMATCH), with its record.
  await reconcileCarrierHolds(d.carrier.id, now);
  if (await getFactorAssignment(d.carrier.id, d.pendingProposalId)) return;
  const sam = demoAccounts.find((account) => account.email === 'ops@demo.test');
  if (!sam) throw new Error('Seeding the factor assignment: ops@demo.test is not a demo account');
  const proposal: FactorAssignmentProposal = {
    id: d.pendingProposalId,
    payeeId: d.carrier.id,
    payeeName: d.carrier.name,
    relationshipId: d.relationshipIds.proposed,
    payorId: neches.id,
    payorName: neches.name,
    action: 'assignFactorOfRecord',
    before: null,
    beforeName: null,
    after: d.factorOfRecord.id,
    afterName: d.factorOfRecord.name,
    reason: 'Bayou’s blanket NOA covers Neches Freight Partners too.',
    status: 'pending',
    proposedBy: { userId: sam.id, name: sam.name },
    proposedAt: now.toISOString(),
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    version: 0,
  };
  await writeCarrierChange({ payeeId: d.carrier.id, proposal, alongside: [factorAssignmentStep(proposal)], now });
}
