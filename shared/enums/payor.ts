/**
 * Payor classifications (seeds 000 §3, 001 §1 and §3). "{product}" in the seeds is LanePay.
 *
 * The seeds also list "payor types: factored broker, broker of the payment provider, shipper":
 * the same three members as `PayorCategory`, so `payorDetails.payorTypeId` takes `PayorCategory`
 * ids rather than a second numbering of the same things.
 */
export const PayorKind = {
  Broker: 1,
  Shipper: 2,
  LanePay: 3,
} as const;
export type PayorKind = (typeof PayorKind)[keyof typeof PayorKind];

/** Payor category ids (seeds 000 §3); also the values of `payorDetails.payorTypeId`. */
export const PayorCategory = {
  LanePayBroker: 1,
  FactoredBroker: 2,
  Shipper: 3,
} as const;
export type PayorCategory = (typeof PayorCategory)[keyof typeof PayorCategory];

/** The kind of business a payor company runs (seeds 001 §3, "Company type (payor)"). */
export const PayorCompanyType = {
  Brokerage: 1,
  ManagedTrans: 2,
} as const;
export type PayorCompanyType = (typeof PayorCompanyType)[keyof typeof PayorCompanyType];
