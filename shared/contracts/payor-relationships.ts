import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { Area } from '../enums/company-type.ts';
import { payorInvoiceRoles } from '../permissions/payor.ts';
import { access } from '../permissions/route-access.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';
import {
  inviteCarrierSchema,
  payeeNamesRequestSchema,
  payeeNamesResponseSchema,
  payorRelationshipDetailsSchema,
  payorRelationshipsPageSchema,
  payorRelationshipsQuerySchema,
} from '../schemas/payor-relationships.ts';

/**
 * The payor's carriers (seeds 001 §2 "Carriers (relationships)", §3, §7): its relationships, one
 * relationship, inviting a carrier by email or text, and payee names by ids. Every call answers
 * only within the signed-in payor's own relationships: another payor's id is a 404 like an unknown one.
 */
export const payorRelationshipCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorPayeeRelationships,
    access: access.page('/payor/relationships'),
    query: payorRelationshipsQuerySchema,
    status: 200,
    response: payorRelationshipsPageSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorPayeeRelationship,
    access: access.page('/payor/relationships/:id'),
    params: idParamsSchema,
    status: 200,
    response: payorRelationshipDetailsSchema,
  }),
  /**
   * Inviting is adding a carrier the payor will submit invoices for: the invoice roles
   * (PayorSubmission, or the payor's UserAdmin). 201 with the new relationship; the same contact or
   * the same MC/DOT again answers 200 with the relationship it already has (natural idempotency).
   */
  invite: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payorPayeeRelationships,
    access: access.page('/payor/relationships', payorInvoiceRoles),
    body: inviteCarrierSchema,
    status: 201,
    repeatStatus: 200,
    response: payorRelationshipDetailsSchema,
  }),
  /** Names of the given payees that are this payor's carriers; other ids are left out, never leaked. */
  payeeNames: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payorPayeeNames,
    access: access.areas(Area.Payor),
    body: payeeNamesRequestSchema,
    status: 200,
    response: payeeNamesResponseSchema,
  }),
};
