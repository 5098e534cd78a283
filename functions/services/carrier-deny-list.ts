import { badRequest, notFound } from '../lib/http/errors.ts';
import {
  type CarrierDenyListRecord,
  deleteDenyListEntry,
  denyListEntryId,
  getDenyListEntry,
  listDenyList,
  parseDenyListEntryId,
  payorKnowsPayee,
  putDenyListEntryIfAbsent,
} from '../repositories/carrier-deny-list.ts';
import { getCompany } from '../repositories/companies.ts';
import { type PaperworkActor, type PaperworkCaller, requirePayor } from './paperwork-access.ts';

/**
 * The carrier deny list (seeds 001): a payor's users with UserAdmin or PayorSubmission (and
 * accepted terms) block carriers they have a relationship with from viewing their paperwork.
 * Adding a carrier twice answers the first entry.
 */
export async function addToDenyList(
  caller: PaperworkCaller,
  payeeId: number,
  now = new Date(),
): Promise<{ entry: CarrierDenyListRecord; created: boolean }> {
  const payor = requirePayor(caller.actor);
  const unknownCarrier = () =>
    badRequest('errors.validationFailed', { payeeId: [caller.t('errors.bill.unknownCarrier')] });
  if (!(await payorKnowsPayee(payor.companyId, payeeId))) throw unknownCarrier();
  const existing = await getDenyListEntry(payor.companyId, payeeId);
  if (existing) return { entry: existing, created: false };
  const payee = await getCompany(payeeId);
  if (!payee) throw unknownCarrier();
  return putDenyListEntryIfAbsent({
    id: denyListEntryId(payor.companyId, payeeId),
    payorId: payor.companyId,
    payeeId,
    payeeName: payee.name,
    createdAt: now.toISOString(),
    createdBy: payor.userName,
  });
}

export async function denyList(actor: PaperworkActor): Promise<CarrierDenyListRecord[]> {
  const payor = requirePayor(actor);
  return (await listDenyList(payor.companyId)).sort(
    (a, b) => a.payeeName.localeCompare(b.payeeName) || a.payeeId - b.payeeId,
  );
}

/** One entry of the caller's own deny list; another payor's entry id is 404. */
export async function denyListEntry(actor: PaperworkActor, id: string): Promise<CarrierDenyListRecord> {
  const payor = requirePayor(actor);
  const parsed = parseDenyListEntryId(id);
  if (!parsed || parsed.payorId !== payor.companyId) throw notFound();
  const entry = await getDenyListEntry(parsed.payorId, parsed.payeeId);
  if (!entry) throw notFound();
  return entry;
}

export async function removeFromDenyList(actor: PaperworkActor, id: string): Promise<CarrierDenyListRecord> {
  const entry = await denyListEntry(actor, id);
  await deleteDenyListEntry(entry.payorId, entry.payeeId);
  return entry;
}
