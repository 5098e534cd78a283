import * as z from 'zod';
import { maxPaperworkFileSizeInMB, paperworkContentTypes } from '../constants/paperwork.ts';
import { debtorKinds, FactorNoaKind, FactorNoaUploadState } from '../enums/factor-noa-upload.ts';
import { singleLineText } from '../validation/text.ts';

/** Most debtors one per-debtor NOA may name from the form (a longer list is a blanket NOA). */
export const maxNoaDebtors = 25;

const carrierNumber = (message: string) =>
  singleLineText()
    .trim()
    .regex(/^\d{1,8}$/, { error: message })
    .optional();

/** A carrier named by MC or DOT number (one of them; both must then be the same carrier's). */
const carrierNumbersShape = {
  mcNumber: carrierNumber('validation.registration.mcNumeric'),
  dotNumber: carrierNumber('validation.registration.dotNumeric'),
};

function requireOneNumber(
  value: { mcNumber?: string | undefined; dotNumber?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!value.mcNumber && !value.dotNumber) {
    ctx.addIssue({ code: 'custom', message: 'validation.registration.dotOrMcRequired', path: ['mcNumber'] });
  }
}

export const noaUploadBodySchema = z
  .object({
    fileName: singleLineText().trim().min(1).max(200),
    contentType: z.enum(paperworkContentTypes, { error: 'paperwork.validation.fileType' }),
    sizeBytes: z
      .number()
      .int()
      .positive()
      .max(maxPaperworkFileSizeInMB * 1024 * 1024, { error: 'paperwork.validation.fileTooLarge' }),
  })
  .meta({ id: 'NoaUploadRequest' });
export type NoaUploadBody = z.infer<typeof noaUploadBodySchema>;

export const noaUploadAnswerSchema = z
  .object({
    uploadId: z.string(),
    upload: z.object({
      url: z.url(),
      method: z.literal('PUT'),
      /** Headers the PUT must carry exactly (they are part of the signature). */
      headers: z.record(z.string(), z.string()),
      expiresAt: z.iso.datetime(),
    }),
  })
  .meta({ id: 'NoaUpload' });
export type NoaUploadAnswer = z.infer<typeof noaUploadAnswerSchema>;

export const factorNoaKindSchema = z.enum(Object.values(FactorNoaKind) as [FactorNoaKind, ...FactorNoaKind[]], {
  error: 'validation.noaUpload.kind',
});

export const createNoaDocumentBodySchema = z
  .object({
    uploadId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'validation.noaUpload.uploadMissing' }),
    kind: factorNoaKindSchema,
    ...carrierNumbersShape,
    debtorPayorIds: z
      .array(z.number().int().positive())
      .max(maxNoaDebtors, { error: 'validation.noaUpload.tooManyDebtors' })
      .default([]),
  })
  .superRefine((value, ctx) => {
    requireOneNumber(value, ctx);
    const names = debtorKinds.includes(value.kind);
    if (names && value.debtorPayorIds.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'validation.noaUpload.debtorsRequired', path: ['debtorPayorIds'] });
    }
    if (!names && value.debtorPayorIds.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'validation.noaUpload.debtorsNotNamed', path: ['debtorPayorIds'] });
    }
    if (value.kind === FactorNoaKind.LorSingleDebtor && value.debtorPayorIds.length > 1) {
      ctx.addIssue({ code: 'custom', message: 'validation.noaUpload.oneDebtor', path: ['debtorPayorIds'] });
    }
    if (new Set(value.debtorPayorIds).size !== value.debtorPayorIds.length) {
      ctx.addIssue({ code: 'custom', message: 'validation.noaUpload.debtorRepeated', path: ['debtorPayorIds'] });
    }
  })
  .meta({ id: 'CreateNoaDocument' });
export type CreateNoaDocumentBody = z.infer<typeof createNoaDocumentBodySchema>;

export const carrierCheckQuerySchema = z
  .object({ ...carrierNumbersShape, kind: factorNoaKindSchema.optional() })
  .superRefine(requireOneNumber);
export type CarrierCheckQuery = z.infer<typeof carrierCheckQuerySchema>;

/**
 * Whether the factor's document can take effect as soon as it is processed: nothing stands in the
 * way (`none`), the factor is already the carrier's factor of record (`sameFactor`), another factor
 * is (`otherFactor`: an NOA waits for that factor's global letter of release), or an LOR would
 * release nothing (`nothingToRelease`: the factor holds nothing of the carrier's). Only the other
 * factor's name is told.
 */
export const noaConflictSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('sameFactor') }),
    z.object({
      kind: z.literal('otherFactor'),
      factorName: z.string(),
      resolvedBy: z.object({ lorType: z.literal('global'), fromFactorName: z.string() }),
    }),
    z.object({ kind: z.literal('nothingToRelease') }),
  ])
  .meta({ id: 'NoaConflict' });
export type NoaConflict = z.infer<typeof noaConflictSchema>;

/** The carrier a number names: on LanePay (its name) or not (null). */
const namedCarrierSchema = z.object({
  name: z.string().nullable(),
  mcNumber: z.string().nullable(),
  dotNumber: z.string().nullable(),
});

export const carrierCheckAnswerSchema = z
  .object({ carrier: namedCarrierSchema, onPortal: z.boolean(), conflict: noaConflictSchema })
  .meta({ id: 'NoaCarrierCheck' });
export type CarrierCheckAnswer = z.infer<typeof carrierCheckAnswerSchema>;

export const factorNoaDocumentSchema = z
  .object({
    id: z.number().int(),
    receivedAt: z.iso.datetime(),
    fileName: z.string(),
    channel: z.enum(['upload', 'email']),
    kind: factorNoaKindSchema.nullable(),
    carrier: namedCarrierSchema.nullable(),
    debtors: z.array(z.object({ id: z.number().int(), name: z.string() })),
    state: z.enum(Object.values(FactorNoaUploadState) as [FactorNoaUploadState, ...FactorNoaUploadState[]]),
  })
  .meta({ id: 'FactorNoaDocument' });
export type FactorNoaDocument = z.infer<typeof factorNoaDocumentSchema>;

export const createNoaDocumentAnswerSchema = z
  .object({ document: factorNoaDocumentSchema, conflict: noaConflictSchema })
  .meta({ id: 'CreatedNoaDocument' });
export type CreateNoaDocumentAnswer = z.infer<typeof createNoaDocumentAnswerSchema>;

export const factorNoaDocumentListSchema = z
  .object({ items: z.array(factorNoaDocumentSchema) })
  .meta({ id: 'FactorNoaDocuments' });
export type FactorNoaDocumentList = z.infer<typeof factorNoaDocumentListSchema>;
