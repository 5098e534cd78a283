import type { Context } from 'hono';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { payorInvoiceUploadCalls } from '#shared/contracts/payor-invoice-uploads.ts';
import { Area } from '#shared/enums/company-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { UploadPreviewRow } from '#shared/schemas/payor-invoice-uploads.ts';
import { batchView } from '../../domain/invoice-uploads/batch.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { type FileRefusal, previewUpload, submitUpload, type UploadCaller } from '../../services/invoice-uploads.ts';
import { uploadError, uploadTranslator } from './upload-messages.ts';

const tags = ['Payor invoice uploads'];

/** The signed-in payor as the upload and batch services take them. */
export function uploadCaller(c: Context<AppEnv>): UploadCaller {
  const { user, membership } = c.var.auth;
  return {
    payorId: membership.companyId,
    payorName: membership.company.name,
    settings: membership.company.settings,
    actor: { kind: 'payor', userId: user.id, name: user.name, companyName: membership.company.name },
    by: { userId: user.id, name: user.name },
    t: uploadTranslator(c),
  };
}

/** A file that cannot be read as invoice rows: a field error on its content. */
const fileRefused = (c: Context, refusal: FileRefusal) =>
  uploadError(c, 400, ErrorCode.ValidationFailed, 'invoiceUploads.file.refused', { content: [refusal.message] });

/** Row errors as field errors keyed `rows.<rowNumber>.<column>` (`…row` for the row as a whole). */
export function rowErrors(rows: readonly UploadPreviewRow[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const row of rows) {
    for (const problem of row.problems) {
      if (problem.severity !== 'error') continue;
      const field = `rows.${row.rowNumber}.${problem.column ?? 'row'}`;
      errors[field] = [...(errors[field] ?? []), problem.message];
    }
  }
  return errors;
}

const fileDescription =
  'The file travels base64 in `content` (at most 1 MiB decoded, 500 invoice rows): a CSV (UTF-8; ' +
  'comma, semicolon or tab separated) or an .xlsx workbook (its first sheet). Its first non-blank row ' +
  'names the columns, in any order: MC number, DOT number or Relationship ID (any one; several must ' +
  'agree), Invoice number, Load number, Amount ("1,234.50", "$75.5") and Invoice date (YYYY-MM-DD, ' +
  'M/D/YYYY or an Excel date). A file that cannot be read so is a 400 on `content`.';

/**
 * Invoices in by spreadsheet (issue 13): preview and submit. Their own function
 * (functions/api-functions.ts corePayorInvoiceUploads), as reading .xlsx adds to the bundle.
 */
export const payorInvoiceUploadRoutes = createAreaRouter(Area.Payor)
  .openapi(
    routeOf(payorInvoiceUploadCalls.preview, {
      tags,
      summary: 'Read and check an invoice spreadsheet row by row; nothing is saved',
      description:
        `${fileDescription} Each row answers what it was read as and its problems: errors (carrier not ` +
        'found or not related to the payor, an invoice or load number the payor used or a batch waiting ' +
        'for release holds, a number repeated in the file, an amount that is no positive money amount, ' +
        'a bad or future date, …) and, under DuplicateInvoiceMonitoring, a warning for a row repeating ' +
        'an existing invoice (same carrier, invoice number and amount), which a submit skips.',
      answer: 'The rows with their problems, and the totals a submit would create',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const result = await previewUpload(uploadCaller(c), c.req.valid('json'));
      if (result.kind === 'fileRefused') throw fileRefused(c, result);
      return c.json(result.preview, 200);
    },
  )
  .openapi(
    routeOf(payorInvoiceUploadCalls.submit, {
      tags,
      summary: 'Submit an invoice spreadsheet whole: every row or none',
      description:
        `${fileDescription} Every row is checked again; any error refuses the file with 400 and field ` +
        'errors keyed `rows.<row number>.<column>`, and nothing is saved. Otherwise the rows become one ' +
        'batch: under EnablePayorInvoiceReview it waits for release (GET payor/report/invoice_batch_review), ' +
        'else it is released at once and its invoices are created Pending, as POST payor/invoices creates ' +
        'one. With an `Idempotency-Key` the same request again answers 200 with the same batch; the key ' +
        'sent with another file is refused with 409.',
      answer: 'The batch',
      repeatAnswer: 'The batch the same request made before',
      errors: [400, 401, 403, 409],
    }),
    async (c) => {
      const caller = uploadCaller(c);
      const key = c.req.valid('header')[idempotencyKeyHeader];
      const result = await submitUpload(caller, c.req.valid('json'), key);
      switch (result.kind) {
        case 'created':
          return c.json({ batch: batchView(result.batch) }, 201);
        case 'repeated':
          return c.json({ batch: batchView(result.batch) }, 200);
        case 'fileRefused':
          throw fileRefused(c, result);
        case 'rowsRefused':
          throw uploadError(
            c,
            400,
            ErrorCode.ValidationFailed,
            'invoiceUploads.file.rowsRefused',
            rowErrors(result.rows),
          );
        case 'requestReused':
          throw uploadError(c, 409, ErrorCode.Conflict, 'invoiceUploads.file.requestReused');
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
  );
