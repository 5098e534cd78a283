import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { CampaignStatus } from '#shared/enums/select-carrier.ts';
import type { PromotionalCampaign as CampaignView, PromotionalInvoice } from '#shared/schemas/payee-dashboard.ts';
import { percentageOfBps } from '#shared/schemas/payee-invoices.ts';
import type { Invoice } from '../invoices/invoice.ts';
import { rowOfInvoice } from '../invoices/invoice-list.ts';
import { type PayorTerms, percentOfCents } from '../invoices/payment-terms.ts';
import { offeredTerm } from '../invoices/term-election.ts';

/**
 * Payors' promotional campaigns (seeds 000 §1, §3, §6): a payor promotes its free QuickPay
 * invoices ('FREE QuickPay') to its carriers until an end date, for carriers that claim the
 * relationship and elect QuickPay. The free invoices are the payor's own free QuickPay count
 * (PayorTerms.freeQuickPayCount), which a claim gives the relationship and which invoices use up
 * (term-election.ts, payor-review.ts) and the payout run pays as promotional QuickPay payouts
 * (plan-payouts.ts): a campaign adds a period and a face to that mechanism, not a second one.
 * No I/O.
 */

/** A campaign as stored: who runs it, what it is called, and when it runs (YYYY-MM-DD, inclusive). */
export type Campaign = {
  id: number;
  payorId: number;
  payorName: string;
  title: string;
  startDate: string;
  endDate: string;
  createdAt: string;
};

/** What the campaign view needs of the carrier's relationship with the payor. */
export type CampaignRelationship = {
  id: number;
  isClaimed: boolean;
  claimedAt: string | null;
  paymentType: PaymentType;
  freeQuickPaysRemaining: number;
};

/** Whether a campaign has started and not yet ended on `today`. */
export function isRunning(campaign: Pick<Campaign, 'startDate' | 'endDate'>, today: string): boolean {
  return campaign.startDate <= today && today <= campaign.endDate;
}

/**
 * The campaign that applies to a relationship: the running one (the earliest to end when several
 * overlap), else the next to start, else the one that ended last. Null when the payor has none.
 */
export function currentCampaign<C extends Pick<Campaign, 'id' | 'startDate' | 'endDate'>>(
  campaigns: readonly C[],
  today: string,
): C | null {
  const byEnd = [...campaigns].sort((a, b) => a.endDate.localeCompare(b.endDate) || a.id - b.id);
  const running = byEnd.find((c) => isRunning(c, today));
  if (running) return running;
  const upcoming = [...campaigns]
    .filter((c) => c.startDate > today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)[0];
  return upcoming ?? byEnd.at(-1) ?? null;
}

/** The invoices of the relationship uploaded while the campaign ran (the ones it can touch). */
export function campaignInvoices(campaign: Campaign, relationshipId: number, invoices: readonly Invoice[]): Invoice[] {
  return invoices.filter(
    (invoice) =>
      invoice.relationshipId === relationshipId &&
      invoice.payorId === campaign.payorId &&
      invoice.status !== InvoiceStatus.Removed &&
      campaign.startDate <= invoice.dates.uploaded &&
      invoice.dates.uploaded <= campaign.endDate,
  );
}

/**
 * The campaign's promotional invoices: its free QuickPay invoices, newest upload first, each with
 * the fee it saved (the QuickPay fee the promotion waived, as the invoice's fee lines show it).
 */
export function promotionalInvoicesOf(
  campaign: Campaign,
  relationshipId: number,
  invoices: readonly Invoice[],
): PromotionalInvoice[] {
  return campaignInvoices(campaign, relationshipId, invoices)
    .filter((invoice) => invoice.isFreeQuickPay && invoice.paymentType === PaymentType.QuickPay)
    .sort((a, b) =>
      a.dates.uploaded === b.dates.uploaded ? b.id - a.id : a.dates.uploaded < b.dates.uploaded ? 1 : -1,
    )
    .map((invoice) => ({
      ...rowOfInvoice(invoice),
      campaignId: campaign.id,
      savedCents: percentOfCents(invoice.grossCents, invoice.feeBps) - invoice.feeCents,
    }));
}

/**
 * When the carrier elected QuickPay with the payor during the campaign, as its invoices show it:
 * the earliest of an election of QuickPay on one of them, or the upload of one that arrived on
 * QuickPay (its relationship's default was QuickPay by then). Null when no invoice shows it.
 */
export function quickPayElectedDate(invoices: readonly Invoice[]): string | null {
  const dates = invoices
    .filter((invoice) => invoice.paymentType === PaymentType.QuickPay)
    .map((invoice) =>
      invoice.termElection?.paymentType === PaymentType.QuickPay
        ? calendarDateIn(new Date(invoice.termElection.at))
        : invoice.dates.uploaded,
    )
    .sort();
  return dates[0] ?? null;
}

/**
 * Where the carrier stands (seeds 000 §3: endDate, quickpayElectedDate, relationshipClaimedDate,
 * payor name): before the start it is upcoming and after the end it has ended; in between the
 * carrier must first claim the relationship, then elect QuickPay (as the relationship's default
 * term or on an invoice), and then the free QuickPay invoices apply.
 */
export function campaignStatus(input: {
  campaign: Pick<Campaign, 'startDate' | 'endDate'>;
  isClaimed: boolean;
  isQuickPayElected: boolean;
  today: string;
}): CampaignStatus {
  if (input.today < input.campaign.startDate) return CampaignStatus.Upcoming;
  if (input.today > input.campaign.endDate) return CampaignStatus.Ended;
  if (!input.isClaimed) return CampaignStatus.ClaimRelationship;
  if (!input.isQuickPayElected) return CampaignStatus.ElectQuickPay;
  return CampaignStatus.Active;
}

/** The campaign as the carrier sees it, from the campaign, the relationship, the payor's terms and the relationship's invoices. */
export function campaignView(input: {
  campaign: Campaign;
  relationship: CampaignRelationship;
  terms: PayorTerms | null;
  invoices: readonly Invoice[];
  today: string;
}): CampaignView {
  const { campaign, relationship, terms } = input;
  const during = campaignInvoices(campaign, relationship.id, input.invoices);
  const electedDate = quickPayElectedDate(during);
  const isQuickPayElected =
    relationship.isClaimed && (relationship.paymentType === PaymentType.QuickPay || electedDate !== null);
  const promotional = promotionalInvoicesOf(campaign, relationship.id, input.invoices);
  const saved = new Map<number, number>();
  for (const invoice of promotional)
    saved.set(invoice.currencyId, (saved.get(invoice.currencyId) ?? 0) + invoice.savedCents);
  const quickPay = offeredTerm(terms, PaymentType.QuickPay);
  const freeQuickPayCount = terms?.freeQuickPayCount ?? 0;
  return {
    id: campaign.id,
    payorId: campaign.payorId,
    payorName: campaign.payorName,
    payeeRelationshipId: relationship.id,
    title: campaign.title,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    status: campaignStatus({ campaign, isClaimed: relationship.isClaimed, isQuickPayElected, today: input.today }),
    freeQuickPayCount,
    percentageFee: quickPay ? percentageOfBps(quickPay.feeBps) : null,
    relationshipClaimedDate: relationship.claimedAt ? calendarDateIn(new Date(relationship.claimedAt)) : null,
    quickpayElectedDate: relationship.isClaimed ? electedDate : null,
    isQuickPayElected,
    // Before the claim the relationship holds no free QuickPays yet: the claim gives the payor's count.
    freeQuickPaysRemaining: relationship.isClaimed ? relationship.freeQuickPaysRemaining : freeQuickPayCount,
    promotionalInvoiceCount: promotional.length,
    savedByCurrency: [...saved]
      .map(([currencyId, savedCents]) => ({ currencyId, savedCents }))
      .sort((a, b) => a.currencyId - b.currencyId),
  };
}

/** Campaigns listed on the dashboard first by how soon they end, then by payor name. */
export function compareCampaignViews(a: CampaignView, b: CampaignView): number {
  return a.endDate.localeCompare(b.endDate) || a.payorName.localeCompare(b.payorName) || a.id - b.id;
}
