import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { payorInvoiceRoles } from '../permissions/payor.ts';
import { access } from '../permissions/route-access.ts';
import { idempotencyHeadersSchema } from '../schemas/idempotency.ts';
import {
  batchParamsSchema,
  invoiceBatchListQuerySchema,
  invoiceBatchPageSchema,
  invoiceBatchSchema,
  invoiceUploadBodySchema,
  invoiceUploadResultSchema,
  uploadPreviewSchema,
} from '../schemas/payor-invoice-uploads.ts';

const uploadPage = access.page('/payor/invoices/upload');
const reviewPage = '/payor/reports/invoice-review';

/**
 * Invoices in by spreadsheet: a preview that reads and checks every row and saves nothing, a submit
 * that saves every row or none, and the batches a payor with EnablePayorInvoiceReview releases or
 * removes (seeds 001 §7, under payor/report/). The batch's rows as a file (`…/{id}/report`) are
 * served by the exports API (functions/reports/routes/payor-invoice-batches.ts).
 */
export const payorInvoiceUploadCalls = {
  preview: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payorInvoiceUploadPreview,
    access: uploadPage,
    body: invoiceUploadBodySchema,
    status: 200,
    response: uploadPreviewSchema,
  }),
  /**
   * 201 with the batch; the same request again (its Idempotency-Key) answers 200 with the batch
   * the first one made.
   */
  submit: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payorInvoiceUploads,
    access: uploadPage,
    headers: idempotencyHeadersSchema,
    body: invoiceUploadBodySchema,
    status: 201,
    repeatStatus: 200,
    response: invoiceUploadResultSchema,
  }),
  batches: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorInvoiceBatchReviews,
    access: access.page(reviewPage),
    query: invoiceBatchListQuerySchema,
    status: 200,
    response: invoiceBatchPageSchema,
  }),
  /** Creates the batch's invoices (Pending, as a single submission would); releasing again creates nothing. */
  release: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.payorInvoiceBatchReviewRelease,
    access: access.page(reviewPage, payorInvoiceRoles),
    params: batchParamsSchema,
    status: 200,
    response: invoiceBatchSchema,
  }),
  /** Answers the removed batch; removing it again answers it unchanged. */
  remove: defineCall({
    api: 'core',
    method: 'delete',
    path: corePaths.payorInvoiceBatchReview,
    access: access.page(reviewPage, payorInvoiceRoles),
    params: batchParamsSchema,
    status: 200,
    response: invoiceBatchSchema,
  }),
};
