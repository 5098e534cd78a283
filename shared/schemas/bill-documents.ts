import * as z from 'zod';
import { billDocumentSchema, billSchema } from './bills.ts';

/**
 * POST /bills/{id}/documents/combined (settlementPaths.billCombinedDocument; the edge sends it to
 * the exports API, which has the PDF library): one PDF of the bill's attached documents, stored as
 * a document of type Combined. TIFF files cannot be put into it and are listed in `skipped`.
 */
export const combinedDocumentSkipReasons = ['unsupportedType', 'unreadable'] as const;

export const combinedDocumentResponseSchema = z
  .object({
    bill: billSchema,
    /** The new combined document (it replaces an earlier one). */
    document: billDocumentSchema,
    pageCount: z.number().int(),
    /** Documents left out: TIFF (`unsupportedType`), or a PDF or image that could not be read. */
    skipped: z.array(
      z.object({ documentId: z.string(), fileName: z.string(), reason: z.enum(combinedDocumentSkipReasons) }),
    ),
  })
  .meta({ id: 'CombinedBillDocument' });
export type CombinedDocumentResponse = z.infer<typeof combinedDocumentResponseSchema>;
