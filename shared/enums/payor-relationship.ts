/** Columns the payor's carriers list (`GET payor/payee_relationships`) sorts by. */
export const PayorRelationshipSortField = {
  Name: 'name',
  AvailableInvoiceAmount: 'availableInvoiceAmount',
  AvailableInvoiceCount: 'availableInvoiceCount',
  ClaimedDate: 'claimedDate',
} as const;
export type PayorRelationshipSortField = (typeof PayorRelationshipSortField)[keyof typeof PayorRelationshipSortField];

/** The carriers list's claimed filter: every carrier, only connected ones, or only those not yet connected. */
export const ClaimedFilter = {
  Claimed: 'claimed',
  Unclaimed: 'unclaimed',
} as const;
export type ClaimedFilter = (typeof ClaimedFilter)[keyof typeof ClaimedFilter];

/** How a payor reaches a carrier it invites: an email, or a text to a mobile phone. */
export const InviteContactKind = {
  Email: 'email',
  Phone: 'phone',
} as const;
export type InviteContactKind = (typeof InviteContactKind)[keyof typeof InviteContactKind];
