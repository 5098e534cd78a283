import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { Area } from '../enums/company-type.ts';
import { payorInvoiceRoles } from '../permissions/payor.ts';
import { access } from '../permissions/route-access.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';
import {
  invoiceSubmissionSchema,
  payorBulkStatusChangeSchema,
  payorBulkStatusResultSchema,
  payorInvoiceListQuerySchema,
  payorInvoicePageSchema,
  payorInvoiceSchema,
  payorInvoiceTotalsQuerySchema,
  payorInvoiceTotalsSchema,
  payorStatusChangeSchema,
} from '../schemas/payor-invoices.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';

/**
 * The payor's invoices: submitting one for a carrier it has a relationship with, the list and
 * what waits on the payor, reading one, and the review moves (approve, hold, ask for a reissue,
 * remove, back to review) one by one or for a selection, always within the signed-in payor's own
 * relationships and invoices. An invoice is versioned: every answer carries its version as the
 * ETag, and a review is made on one (`If-Match`; in a bulk review, each row's version).
 *
 * Submitting and reviewing need PayorSubmission or UserAdmin; reading is for every user who may
 * open the invoices page.
 */
export const payorInvoiceCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorInvoices,
    access: access.page('/payor/invoices'),
    query: payorInvoiceListQuerySchema,
    status: 200,
    response: payorInvoicePageSchema,
  }),
  totals: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorInvoiceTotals,
    access: access.page('/payor/invoices'),
    query: payorInvoiceTotalsQuerySchema,
    status: 200,
    response: payorInvoiceTotalsSchema,
  }),
  changeStatuses: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.payorInvoiceStatuses,
    access: access.page('/payor/invoices', payorInvoiceRoles),
    body: payorBulkStatusChangeSchema,
    status: 200,
    response: payorBulkStatusResultSchema,
  }),
  /**
   * Answers 201 with the new invoice; submitting exactly the same invoice again answers 200 with
   * the first one (the same shape), so a retry creates nothing twice.
   */
  submit: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payorInvoices,
    access: access.roles(Area.Payor, payorInvoiceRoles),
    body: invoiceSubmissionSchema,
    status: 201,
    response: payorInvoiceSchema,
    versioned: true,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorInvoice,
    access: access.page('/payor/invoices/:id'),
    params: idParamsSchema,
    status: 200,
    response: payorInvoiceSchema,
    versioned: true,
  }),
  changeStatus: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.payorInvoiceStatus,
    access: access.page('/payor/invoices/:id', payorInvoiceRoles),
    params: idParamsSchema,
    body: payorStatusChangeSchema,
    status: 200,
    response: payorInvoiceSchema,
    versioned: true,
    headers: ifMatchHeadersSchema,
  }),
};
