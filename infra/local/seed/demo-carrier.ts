import { putCarrierNumberClaim } from '#functions/repositories/carrier-numbers.ts';
import { type CompanyRecord, newCompanyRecord, putCompanyIfAbsent } from '#functions/repositories/companies.ts';
import { putFactorOfRecordIfAbsent } from '#functions/repositories/factor-of-record.ts';
import { putRelationshipIfAbsent, type RelationshipRecord } from '#functions/repositories/relationships.ts';
import type { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';

/**
 * A company of a demo seed that no demo account belongs to: its guid derived from its id, no
 * settings, terms or subscriptions, payors of type 1, and the DOT and MC numbers given (none
 * otherwise). `createdAt` is the seed's to add.
 */
export function demoCompany(
  id: number,
  name: string,
  type: CompanyType,
  numbers: { dot?: string | null; mc?: string | null } = {},
): Omit<CompanyRecord, 'createdAt'> {
  return newCompanyRecord({
    id,
    guid: `00000000-0000-4000-8000-00000000${id}`,
    name,
    type,
    dotNumber: numbers.dot ?? null,
    mcNumber: numbers.mc ?? null,
  });
}

/** One of a demo carrier's relationships: its id, the payor, and the factor it is assigned to (or none). */
export type DemoRelationship = {
  id: number;
  payor: { id: number; name: string; payorTypeId?: number | null };
  factor: { id: number; name: string } | null;
};

/**
 * Seeds a demo carrier's book, each record written only if absent: the carrier's company (or only
 * its `carrierId` when another seed writes it, as for a demo account's company) with its MC and DOT
 * numbers claimed when `claimNumbers` says so, its factor of record, and its relationships in USD on
 * standard pay, confirmed, either claimed (and their terms accepted) at `seededAt` or unclaimed.
 * Answers the relationships as written, for the seed's invoices.
 */
export async function seedDemoCarrier(
  input: ({ carrier: CompanyRecord; claimNumbers?: boolean } | { carrierId: number }) & {
    factorOfRecord?: { factor: { id: number; name: string }; documentId: number | null };
    relationships: readonly DemoRelationship[];
    claimed: boolean;
    seededAt: string;
    /** The relationships' version, for a seed whose relationships are written with one. */
    version?: number;
  },
): Promise<RelationshipRecord[]> {
  const { seededAt } = input;
  const carrierId = 'carrier' in input ? input.carrier.id : input.carrierId;
  if ('carrier' in input) {
    const { carrier } = input;
    await putCompanyIfAbsent(carrier);
    if (input.claimNumbers) {
      if (carrier.mcNumber) await putCarrierNumberClaim('MC', carrier.mcNumber, carrier.id);
      if (carrier.dotNumber) await putCarrierNumberClaim('DOT', carrier.dotNumber, carrier.id);
    }
  }
  if (input.factorOfRecord) {
    const { factor, documentId } = input.factorOfRecord;
    await putFactorOfRecordIfAbsent({
      payeeId: carrierId,
      factorId: factor.id,
      factorName: factor.name,
      documentId,
      since: seededAt,
      version: 1,
    });
  }
  const relationships = input.relationships.map(
    ({ id, payor, factor }): RelationshipRecord => ({
      id,
      payeeId: carrierId,
      payorId: payor.id,
      payorName: payor.name,
      payorTypeId: payor.payorTypeId ?? null,
      currencyId: Currency.USD,
      isClaimed: input.claimed,
      claimedAt: input.claimed ? seededAt : null,
      claimedByUserId: null,
      contactStatus: RelationshipContactStatus.Confirmed,
      contactMethodId: null,
      paymentType: PaymentType.StandardPay,
      freeQuickPaysRemaining: 0,
      termsAcceptedAt: input.claimed ? seededAt : null,
      assignedFactorId: factor?.id ?? null,
      factorName: factor?.name ?? null,
      createdAt: seededAt,
      ...(input.version === undefined ? {} : { version: input.version }),
    }),
  );
  for (const relationship of relationships) await putRelationshipIfAbsent(relationship);
  return relationships;
}
