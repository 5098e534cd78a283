import type { NoaDocument, ProposedFields } from '../domain/noa/document.ts';
import { readNoaText } from '../domain/noa/noa-text.ts';
import { type KnownCompany, type MatchCandidates, proposeFields } from '../domain/noa/proposed-fields.ts';
import { findCompanyByCarrierNumber } from '../repositories/carrier-numbers.ts';
import { getCompany, listAdvertisedPayors } from '../repositories/companies.ts';
import { getFactorOfRecord } from '../repositories/factor-of-record.ts';
import { findRegistryCarrier } from '../repositories/registrations.ts';
import { listRelationships } from '../repositories/relationships.ts';

type Carrier = MatchCandidates['carrier'];

/**
 * The carrier a number read belongs to: the portal company that registered it, else the federal
 * registry's legal name (a carrier not on the portal yet). MC first: factors quote it more than DOT.
 */
async function carrierOf(numbers: readonly ['MC' | 'DOT', string | null][]): Promise<Carrier> {
  for (const [kind, number] of numbers) {
    if (number === null) continue;
    const companyId = await findCompanyByCarrierNumber(kind, number);
    const company = companyId === null ? null : await getCompany(companyId);
    if (company) return { id: company.id, name: company.name };
  }
  for (const [kind, number] of numbers) {
    if (number === null) continue;
    const registered = await findRegistryCarrier(kind, number);
    if (registered) return { id: null, name: registered.legalName };
  }
  return null;
}

const known = (id: number, name: string | null | undefined): KnownCompany[] => (name ? [{ id, name }] : []);

/**
 * What reading the document's text proposes (functions/domain/noa/proposed-fields.ts), checked
 * against what the portal knows: the carrier by its MC or DOT number, the factors it may name (the
 * sender, and the carrier's factor of record, who sends its LORs), and the payors its debtors may
 * be (the carrier's own payors, then the payors in the public directory).
 */
export async function proposeNoaFields(
  document: Pick<NoaDocument, 'senderFactorId'>,
  text: string,
): Promise<ProposedFields> {
  const reading = readNoaText(text);
  const carrier = await carrierOf([
    ['MC', reading.mcNumber],
    ['DOT', reading.dotNumber],
  ]);
  const senderCompany = document.senderFactorId === null ? null : await getCompany(document.senderFactorId);
  const sender = senderCompany ? { id: senderCompany.id, name: senderCompany.name } : null;
  const [record, relationships, directory] = await Promise.all([
    carrier?.id ? getFactorOfRecord(carrier.id) : null,
    carrier?.id ? listRelationships(carrier.id) : [],
    listAdvertisedPayors(),
  ]);
  const factors = [...(sender ? [sender] : []), ...(record?.factorId ? known(record.factorId, record.factorName) : [])];
  const payors = [
    ...relationships.map((relationship) => ({ id: relationship.payorId, name: relationship.payorName })),
    ...directory.map((payor) => ({ id: payor.id, name: payor.name })),
  ];
  return proposeFields(reading, { carrier, sender, factors, payors });
}
