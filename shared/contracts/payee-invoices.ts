import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { Area } from '../enums/company-type.ts';
import { PayeeFeature, payeeLevelRoles, quickPayableRoles } from '../permissions/payee.ts';
import { access } from '../permissions/route-access.ts';
import {
  dateTypesSchema,
  idParamsSchema,
  invoiceDetailsSchema,
  invoiceListPageSchema,
  invoiceListQuerySchema,
  invoiceStatusesQuerySchema,
  invoiceStatusSummarySchema,
  invoiceUpdateSchema,
  quickPayableQuerySchema,
  quickPayableSchema,
} from '../schemas/payee-invoices.ts';

/**
 * The payee's invoices (seeds 000 §2.5, §3 "Payee invoice", §7): the combined invoices-and-credit-
 * notes list, an invoice's details and its payment-term election, the QuickPay quote, and the
 * status and date-type lists behind the filters. The term election is not versioned (README:
 * concurrent edits): electing the current term changes nothing, so it needs no If-Match.
 */
export const payeeInvoiceCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeInvoicesAndCreditNotes,
    access: access.payeeFeature(PayeeFeature.Invoices),
    query: invoiceListQuerySchema,
    status: 200,
    response: invoiceListPageSchema,
  }),
  listDateTypes: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeInvoicesAndCreditNotesDateTypes,
    access: access.payeeFeature(PayeeFeature.Invoices),
    status: 200,
    response: dateTypesSchema,
  }),
  quickPayable: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeInvoiceTotalQpAvailable,
    access: access.roles(Area.Payee, quickPayableRoles),
    query: quickPayableQuerySchema,
    status: 200,
    response: quickPayableSchema,
  }),
  statuses: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeInvoiceStatuses,
    access: access.payeeFeature(PayeeFeature.Invoices),
    query: invoiceStatusesQuerySchema,
    status: 200,
    response: invoiceStatusSummarySchema,
  }),
  dateTypes: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeInvoiceDateTypes,
    access: access.payeeFeature(PayeeFeature.Invoices),
    status: 200,
    response: dateTypesSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeInvoice,
    access: access.payeeFeature(PayeeFeature.Invoices),
    params: idParamsSchema,
    status: 200,
    response: invoiceDetailsSchema,
  }),
  electTerm: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.payeeInvoice,
    access: access.roles(Area.Payee, payeeLevelRoles),
    params: idParamsSchema,
    body: invoiceUpdateSchema,
    status: 200,
    response: invoiceDetailsSchema,
  }),
};
