import type {
  FactorClient,
  FactorClientListQuery,
  FactorClientPage,
  FactorDebtorList,
} from '#shared/schemas/factor-clients.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import {
  clientMatches,
  debtorTotalsOf,
  factorOfRecordStateOf,
  resolutionOf,
} from '../domain/factor-area/factor-clients.ts';
import { getCompany } from '../repositories/companies.ts';
import { getFactorOfRecord } from '../repositories/factor-of-record.ts';
import { listFactorInvoiceRows } from '../repositories/invoices.ts';
import { listFactorRelationships, type RelationshipRecord } from '../repositories/relationships.ts';

/** One client as the factor sees it: the company, its factor of record, its debtors assigned to the factor. */
async function clientOf(factorId: number, payeeId: number, relationships: readonly RelationshipRecord[]) {
  const [company, record] = await Promise.all([getCompany(payeeId), getFactorOfRecord(payeeId)]);
  return {
    id: payeeId,
    name: company?.name ?? '',
    mcNumber: company?.mcNumber ?? null,
    dotNumber: company?.dotNumber ?? null,
    factorOfRecord: factorOfRecordStateOf(record.factorId, factorId),
    debtors: relationships
      .map((r) => ({
        payeeRelationshipId: r.id,
        debtorId: r.payorId,
        debtorName: r.payorName,
        coolingOffUntil: r.coolingOffUntil ?? null,
        holds: (r.factorHolds ?? []).map((hold) => ({
          reasonId: hold.reason,
          since: hold.since,
          resolvedBy: resolutionOf(hold),
        })),
      }))
      .sort((a, b) => a.debtorName.localeCompare(b.debtorName)),
  } satisfies FactorClient;
}

function byClient(relationships: readonly RelationshipRecord[]): Map<number, RelationshipRecord[]> {
  const grouped = new Map<number, RelationshipRecord[]>();
  for (const r of relationships) grouped.set(r.payeeId, [...(grouped.get(r.payeeId) ?? []), r]);
  return grouped;
}

/**
 * The factor's clients by name: the carriers with a relationship assigned to it now (its index
 * of relationships, written with each assignment), searched by name, MC or DOT number.
 */
export async function factorClientsPage(factorId: number, query: FactorClientListQuery): Promise<FactorClientPage> {
  const grouped = byClient(await listFactorRelationships(factorId));
  const clients = await Promise.all([...grouped].map(([payeeId, rs]) => clientOf(factorId, payeeId, rs)));
  const found = clients.filter((client) => clientMatches(client, query.q)).sort((a, b) => a.name.localeCompare(b.name));
  return pageOf(found, query);
}

/** One client of the factor's; null for a carrier with no relationship assigned to the factor now. */
export async function getFactorClient(factorId: number, payeeId: number): Promise<FactorClient | null> {
  const relationships = (await listFactorRelationships(factorId)).filter((r) => r.payeeId === payeeId);
  return relationships.length > 0 ? clientOf(factorId, payeeId, relationships) : null;
}

/**
 * The factor's debtors: each payor of its assigned relationships, with the clients it pays through
 * the factor and its open, approved and held amounts (from the factor's own invoices of it).
 */
export async function factorDebtors(factorId: number): Promise<FactorDebtorList> {
  const relationships = await listFactorRelationships(factorId);
  const assigned = new Set(relationships.map((r) => `${r.payeeId}:${r.id}`));
  const { invoices } = await listFactorInvoiceRows({
    factorId,
    uploadedFrom: '0000-00-00',
    uploadedTo: '9999-99-99',
    ascending: false,
    limit: null,
    keep: (row) => assigned.has(`${row.payeeId}:${row.relationshipId}`),
  });
  const clientNames = new Map<number, string>();
  await Promise.all(
    [...new Set(relationships.map((r) => r.payeeId))].map(async (id) =>
      clientNames.set(id, (await getCompany(id))?.name ?? ''),
    ),
  );
  const debtors = new Map<number, { name: string; clientIds: Set<number> }>();
  for (const r of relationships) {
    const debtor = debtors.get(r.payorId) ?? { name: r.payorName, clientIds: new Set<number>() };
    debtor.clientIds.add(r.payeeId);
    debtors.set(r.payorId, debtor);
  }
  return {
    items: [...debtors]
      .map(([id, debtor]) => ({
        id,
        name: debtor.name,
        clients: [...debtor.clientIds]
          .map((clientId) => ({ clientId, clientName: clientNames.get(clientId) ?? '' }))
          .sort((a, b) => a.clientName.localeCompare(b.clientName)),
        totals: debtorTotalsOf(invoices.filter((invoice) => invoice.payorId === id)),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
