import { payorInvoiceUploadCalls } from '#shared/contracts/payor-invoice-uploads.ts';
import { Area } from '#shared/enums/company-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { batchView } from '../../domain/invoice-uploads/batch.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { notFound } from '../../lib/http/errors.ts';
import { listPayorBatches, releasePayorBatch, removePayorBatch } from '../../services/invoice-batches.ts';
import { rowErrors, uploadCaller } from './payor-invoice-uploads.ts';
import { uploadError } from './upload-messages.ts';

const tags = ['Payor invoice batch review'];

/**
 * Batch review (seeds 001 §7, EnablePayorInvoiceReview): the payor's uploaded batches, released
 * (their invoices created) or removed by guid. Every guid is looked up within the payor's own
 * batches: another payor's answers 404 like an unknown one.
 */
export const payorInvoiceBatchRoutes = createAreaRouter(Area.Payor)
  .openapi(
    routeOf(payorInvoiceUploadCalls.batches, {
      tags,
      summary: 'The payor’s invoice batches in one status (waiting for release unless asked), newest first',
      answer: 'A page of batches',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const page = await listPayorBatches(c.var.auth.membership.companyId, c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(batchView) }, 200);
    },
  )
  .openapi(
    routeOf(payorInvoiceUploadCalls.release, {
      tags,
      summary: 'Release a batch: its invoices are created, Pending for the carriers',
      description:
        'Its rows are checked again first (a number another submission took since the upload refuses the ' +
        'release with 409 and field errors keyed `rows.<row number>.<column>`, nothing created). Each ' +
        'invoice is created as POST payor/invoices creates one; rows flagged as duplicates are skipped. ' +
        'Releasing a released batch answers it unchanged, and two releases at once create each invoice ' +
        'once. A removed batch: 409.',
      answer: 'The released batch with its invoices',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const result = await releasePayorBatch(uploadCaller(c), c.req.valid('param').id);
      switch (result.kind) {
        case 'released':
          return c.json(batchView(result.batch), 200);
        case 'notFound':
          throw notFound();
        case 'refused':
          throw uploadError(c, 409, ErrorCode.Conflict, 'invoiceUploads.batch.removed');
        case 'rowsRefused':
          throw uploadError(c, 409, ErrorCode.Conflict, 'invoiceUploads.batch.rowsRefused', rowErrors(result.rows));
        default:
          throw uploadError(
            c,
            409,
            ErrorCode.Conflict,
            'invoiceUploads.batch.releaseIncomplete',
            rowErrors(result.rows),
          );
      }
    },
  )
  .openapi(
    routeOf(payorInvoiceUploadCalls.remove, {
      tags,
      summary: 'Remove a batch waiting for release; removing it again changes nothing',
      description: 'Recorded with who and when. A released batch (or one being released): 409.',
      answer: 'The removed batch',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const result = await removePayorBatch(uploadCaller(c), c.req.valid('param').id);
      if (result.kind === 'notFound') throw notFound();
      if (result.kind === 'refused') throw uploadError(c, 409, ErrorCode.Conflict, 'invoiceUploads.batch.released');
      return c.json(batchView(result.batch), 200);
    },
  );
