import { defineCall } from '../api/contract.ts';
import { settlementPaths } from '../api/settlement-paths.ts';
import { Area } from '../enums/company-type.ts';
import { access } from '../permissions/route-access.ts';
import { acceptedTermsResponseSchema } from '../schemas/bills.ts';

/** The settlement (paperwork) terms are the payors' (seeds 001 §2): only payor users accept or read them. */
export const acceptedTermsCalls = {
  accept: defineCall({
    api: 'settlement',
    method: 'post',
    path: settlementPaths.acceptTerms,
    access: access.areas(Area.Payor),
    status: 200,
    response: acceptedTermsResponseSchema,
  }),
  get: defineCall({
    api: 'settlement',
    method: 'get',
    path: settlementPaths.acceptedTerms,
    access: access.areas(Area.Payor),
    status: 200,
    response: acceptedTermsResponseSchema,
  }),
};
