import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import type {
  PromotionalCampaign,
  PromotionalCampaigns,
  PromotionalInvoice,
  PromotionalInvoicesPage,
  PromotionalInvoicesQuery,
} from '#shared/schemas/payee-dashboard.ts';
import type { Invoice } from '../domain/invoices/invoice.ts';
import {
  type Campaign,
  campaignView,
  compareCampaignViews,
  currentCampaign,
  promotionalInvoicesOf,
} from '../domain/promotions/campaigns.ts';
import { listAllPayeeInvoices } from '../repositories/invoices.ts';
import { listPayorCampaigns } from '../repositories/promotional-campaigns.ts';
import { getRelationship, listRelationships, type RelationshipRecord } from '../repositories/relationships.ts';
import { payorTermsOf } from './invoice-details.ts';

/** Every status but Removed: a removed invoice is no longer part of anything. */
const campaignStatuses = Object.values(InvoiceStatus).filter((status) => status !== InvoiceStatus.Removed);

/**
 * The relationship's invoices uploaded while the campaign ran: one Query per status on the
 * carrier's own index partitions, within the campaign's dates, filtered to the relationship.
 */
async function invoicesDuring(relationship: RelationshipRecord, campaign: Campaign): Promise<Invoice[]> {
  return listAllPayeeInvoices({
    payeeId: relationship.payeeId,
    statuses: campaignStatuses,
    uploadedFrom: campaign.startDate,
    uploadedTo: campaign.endDate,
    filter: { relationshipId: relationship.id },
  });
}

async function viewOf(
  relationship: RelationshipRecord,
  campaign: Campaign,
  today: string,
): Promise<PromotionalCampaign> {
  const [terms, invoices] = await Promise.all([
    payorTermsOf(relationship.payorId),
    invoicesDuring(relationship, campaign),
  ]);
  return campaignView({ campaign, relationship, terms, invoices, today });
}

/** Each of the payee's relationships with its payor's campaigns (a payor's own partition each). */
async function campaignsByRelationship(payeeId: number) {
  const relationships = await listRelationships(payeeId);
  const payorIds = [...new Set(relationships.map((r) => r.payorId))];
  const byPayor = new Map(await Promise.all(payorIds.map(async (id) => [id, await listPayorCampaigns(id)] as const)));
  return relationships.map((relationship) => ({ relationship, campaigns: byPayor.get(relationship.payorId) ?? [] }));
}

/**
 * `GET payee/promotional_campaigns`: the campaigns of the carrier's payors (claimed or not) that
 * have not ended, with where the carrier stands in each, soonest to end first.
 */
export async function payeeCampaigns(payeeId: number, now = new Date()): Promise<PromotionalCampaigns> {
  const today = calendarDateIn(now);
  const pairs = (await campaignsByRelationship(payeeId)).flatMap(({ relationship, campaigns }) =>
    campaigns.filter((c) => c.endDate >= today).map((campaign) => ({ relationship, campaign })),
  );
  const campaigns = await Promise.all(pairs.map(({ relationship, campaign }) => viewOf(relationship, campaign, today)));
  return { campaigns: campaigns.sort(compareCampaignViews) };
}

/** The free QuickPay invoices of the given campaigns, newest first, each invoice once. */
async function promotionalInvoices(
  pairs: readonly { relationship: RelationshipRecord; campaign: Campaign }[],
  currencyId: number | undefined,
): Promise<PromotionalInvoice[]> {
  const lists = await Promise.all(
    pairs.map(async ({ relationship, campaign }) =>
      promotionalInvoicesOf(campaign, relationship.id, await invoicesDuring(relationship, campaign)),
    ),
  );
  const seen = new Set<number>();
  return lists
    .flat()
    .filter((invoice) => {
      if (seen.has(invoice.id) || (currencyId !== undefined && invoice.currencyId !== currencyId)) return false;
      seen.add(invoice.id);
      return true;
    })
    .sort((a, b) => (a.uploadedDate === b.uploadedDate ? b.id - a.id : a.uploadedDate < b.uploadedDate ? 1 : -1));
}

/**
 * `GET payee/promotional_campaigns/promotional_invoices`: the carrier's free QuickPay invoices from
 * every campaign of its payors (running or ended), newest first, paged.
 */
export async function payeePromotionalInvoices(
  payeeId: number,
  query: PromotionalInvoicesQuery,
): Promise<PromotionalInvoicesPage> {
  const pairs = (await campaignsByRelationship(payeeId)).flatMap(({ relationship, campaigns }) =>
    campaigns.map((campaign) => ({ relationship, campaign })),
  );
  return pageOf(await promotionalInvoices(pairs, query.sessionCurrencyId), query);
}

export type RelationshipCampaignResult =
  | { kind: 'ok'; campaign: PromotionalCampaign }
  | { kind: 'noRelationship' }
  | { kind: 'noCampaign' };

/**
 * `GET payee/payee_relationships/{id}/promotional_campaign`: the campaign of that payor that
 * applies now (running, else next, else last ended). Another carrier's relationship is as good as
 * missing.
 */
export async function relationshipCampaign(
  payeeId: number,
  relationshipId: number,
  now = new Date(),
): Promise<RelationshipCampaignResult> {
  const relationship = await getRelationship(payeeId, relationshipId);
  if (!relationship) return { kind: 'noRelationship' };
  const today = calendarDateIn(now);
  const campaign = currentCampaign(await listPayorCampaigns(relationship.payorId), today);
  if (!campaign) return { kind: 'noCampaign' };
  return { kind: 'ok', campaign: await viewOf(relationship, campaign, today) };
}

/**
 * `GET payee/payee_relationships/{id}/promotional_invoices`: that relationship's free QuickPay
 * invoices from its payor's campaigns; null when the relationship is not the carrier's.
 */
export async function relationshipPromotionalInvoices(
  payeeId: number,
  relationshipId: number,
  query: PromotionalInvoicesQuery,
): Promise<PromotionalInvoicesPage | null> {
  const relationship = await getRelationship(payeeId, relationshipId);
  if (!relationship) return null;
  const campaigns = await listPayorCampaigns(relationship.payorId);
  const pairs = campaigns.map((campaign) => ({ relationship, campaign }));
  return pageOf(await promotionalInvoices(pairs, query.sessionCurrencyId), query);
}
