/**
 * How the Select Carrier card and badge read (seeds 000 §3 "badge variants (disabled, factored)"):
 * `member` once joined; `offer` when the user may join; `factored` when every claimed payor pays a
 * factor, so automatic QuickPay cannot apply; `disabled` when the user may look but only a
 * PayeeAdmin may join.
 */
export const SelectCarrierBadge = {
  Member: 'member',
  Offer: 'offer',
  Factored: 'factored',
  Disabled: 'disabled',
} as const;
export type SelectCarrierBadge = (typeof SelectCarrierBadge)[keyof typeof SelectCarrierBadge];

/**
 * Where the carrier stands in a payor's campaign: it has not started, the relationship is still to
 * be claimed, QuickPay is still to be elected, the free QuickPay invoices apply, or it has ended.
 */
export const CampaignStatus = {
  Upcoming: 'upcoming',
  ClaimRelationship: 'claimRelationship',
  ElectQuickPay: 'electQuickPay',
  Active: 'active',
  Ended: 'ended',
} as const;
export type CampaignStatus = (typeof CampaignStatus)[keyof typeof CampaignStatus];
