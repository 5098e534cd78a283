import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { Area } from '../enums/company-type.ts';
import { access } from '../permissions/route-access.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';
import {
  payorDetailsSchema,
  payorNamesListSchema,
  payorNamesRequestSchema,
  payorNamesResponseSchema,
  payorsPageSchema,
  payorsQuerySchema,
} from '../schemas/payee-payors.ts';

/**
 * The payors of the carrier's relationships (seeds 000 §7). Any member of the carrier may call
 * them (drivers pick the broker when uploading paperwork).
 */
export const payeePayorCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeePayors,
    access: access.areas(Area.Payee),
    query: payorsQuerySchema,
    status: 200,
    response: payorsPageSchema,
  }),
  /** Id and name of each payor matching the filters, for selects and the broker typeahead. */
  names: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeePayorsByName,
    access: access.areas(Area.Payee),
    query: payorsQuerySchema,
    status: 200,
    response: payorNamesListSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeePayor,
    access: access.areas(Area.Payee),
    params: idParamsSchema,
    status: 200,
    response: payorDetailsSchema,
  }),
  /** The names of the given ids that are the carrier's payors (others are left out). */
  namesOf: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payeePayorNames,
    access: access.areas(Area.Payee),
    body: payorNamesRequestSchema,
    status: 200,
    response: payorNamesResponseSchema,
  }),
};
