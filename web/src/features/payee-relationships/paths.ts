import { areaRoutes } from '../../config/area-routes.ts';

/**
 * Client paths of the relationship screens (seeds 000 §2.5 route names): relationships/{id},
 * relationships/{id}/terms-of-service, relationships/success, unclaimed-relationships,
 * unclaimed-relationships/{id} and unclaimed-relationships/add_bank_account.
 */
export const relationshipPath = (id: number) => `${areaRoutes.payee.relationships}/${id}`;
export const relationshipTermsPath = (id: number) => `${areaRoutes.payee.relationships}/${id}/terms-of-service`;
export const claimSuccessPath = `${areaRoutes.payee.relationships}/success`;
export const unclaimedRelationshipPath = (id: number) => `${areaRoutes.payee.unclaimedRelationships}/${id}`;
export const addBankAccountStepPath = `${areaRoutes.payee.unclaimedRelationships}/add_bank_account`;
/** Claim by contact info: the claim screen for every payor of one contact method. */
export const claimByContactPath = (contactMethodId: number) =>
  `${areaRoutes.payee.unclaimedRelationships}?contactMethodId=${contactMethodId}`;

/** What the claim screens pass along through navigation state. */
export type ClaimNavigationState = { claimedIds?: number[] };
