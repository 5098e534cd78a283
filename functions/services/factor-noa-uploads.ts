import {
  maxPaperworkFileSizeInMB,
  paperworkUploadRecordSeconds,
  paperworkUploadUrlSeconds,
} from '#shared/constants/paperwork.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import type { FactorNoaKind } from '#shared/enums/factor-noa-upload.ts';
import type {
  CarrierCheckAnswer,
  CreateNoaDocumentBody,
  FactorNoaDocument,
  NoaConflict,
  NoaUploadAnswer,
  NoaUploadBody,
} from '#shared/schemas/factor-noa-documents.ts';
import type { DeclaredFields, NoaDocument } from '../domain/noa/document.ts';
import { factorStateOf, kindOfRequest, requestOfKind, uploadConflict } from '../domain/noa/factor-uploads.ts';
import { logger } from '../lib/logger.ts';
import { deleteObject, newCheckAttemptId, presignBillDocumentUpload } from '../repositories/bill-documents.ts';
import { findCompanyByCarrierNumber } from '../repositories/carrier-numbers.ts';
import { getCompany, getCompanyNames } from '../repositories/companies.ts';
import { getFactorOfRecord } from '../repositories/factor-of-record.ts';
import { getNoaDocument, listSenderNoaDocuments } from '../repositories/noa-documents.ts';
import {
  checkedNoaObjectKey,
  deleteNoaUpload,
  getNoaUpload,
  type NoaUploadRecord,
  newNoaUploadId,
  noaUploadObjectKey,
  putNoaUploadIfAbsent,
  recordNoaUploadStep,
} from '../repositories/noa-uploads.ts';
import { listRelationships } from '../repositories/relationships.ts';
import { receiveNoaDocument } from './noa-receipt.ts';
import { checkUploadedCopy } from './uploaded-file-check.ts';

/**
 * The factor's side of issue 15: its NOA and LOR files come in as paperwork does (a presigned PUT
 * for exactly the declared file, then a check of what landed: size and first bytes, on a copy no
 * upload URL reaches), and become documents recorded with what the factor says they are. The
 * factor learns at once whether another factor of record stands in the way.
 */

/** The factor user acting (a session of a factor company). */
export type FactorCaller = { factorId: number; userId: number };

/** The paperwork limit (shared/constants/paperwork.ts) in bytes. */
export const maxNoaFileSizeBytes = maxPaperworkFileSizeInMB * 1024 * 1024;

/** Newest documents the factor's list shows. */
const listedDocuments = 50;

/** Starts an upload: a record that expires as a paperwork upload does, and a presigned PUT for exactly that file. */
export async function requestNoaUpload(
  caller: FactorCaller,
  body: NoaUploadBody,
  now = new Date(),
): Promise<NoaUploadAnswer> {
  const uploadId = newNoaUploadId();
  const record: NoaUploadRecord = {
    uploadId,
    factorId: caller.factorId,
    userId: caller.userId,
    fileName: body.fileName,
    contentType: body.contentType,
    sizeBytes: body.sizeBytes,
    objectKey: noaUploadObjectKey(caller.factorId, uploadId),
    createdAt: now.toISOString(),
    state: 'uploading',
    documentId: null,
    idempotencyKey: null,
    expiresAt: Math.floor(now.getTime() / 1000) + paperworkUploadRecordSeconds,
  };
  if (!(await putNoaUploadIfAbsent(record))) throw new Error(`NOA upload ${uploadId} exists already`);
  const upload = await presignBillDocumentUpload({
    objectKey: record.objectKey,
    contentType: body.contentType,
    sizeBytes: body.sizeBytes,
    expiresInSeconds: paperworkUploadUrlSeconds,
  });
  return {
    uploadId,
    upload: {
      ...upload,
      method: 'PUT',
      expiresAt: new Date(now.getTime() + paperworkUploadUrlSeconds * 1000).toISOString(),
    },
  };
}

/** A field the create refuses, with its message key (and the file's name for the file checks). */
export type NoaFieldRefusal = { field: string; messageKey: string; params?: Record<string, unknown> };

export type RecordResult =
  | { kind: 'created' | 'repeated'; document: FactorNoaDocument; conflict: NoaConflict }
  | { kind: 'invalid'; refusal: NoaFieldRefusal }
  /** The upload was recorded already by another request (another Idempotency-Key, or none). */
  | { kind: 'uploadUsed' };

/**
 * Records the factor's uploaded file as a document (Uploaded) with what the factor declares: the
 * kind, the carrier by MC or DOT (on LanePay or not yet), the debtors. The file is checked first;
 * a file that fails is deleted with its upload and refused, naming it. The upload is consumed in
 * the document's transaction, with `idempotencyKey`: the same create again answers the document
 * made (`repeated`), any other create of that upload is refused.
 */
export async function recordNoaUpload(
  caller: FactorCaller,
  body: CreateNoaDocumentBody,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<RecordResult> {
  const upload = await getNoaUpload(caller.factorId, body.uploadId, now);
  if (!upload) return invalid('uploadId', 'validation.noaUpload.uploadMissing');
  if (upload.state === 'recorded') return repeatOf(caller, upload, idempotencyKey);
  const carrier = await carrierNamed(body);
  if ('refusal' in carrier) return { kind: 'invalid', refusal: carrier.refusal };
  const debtorRefusal = await debtorRefusalOf(body.debtorPayorIds);
  if (debtorRefusal) return { kind: 'invalid', refusal: debtorRefusal };
  const checked = await checkUploadedFile(upload);
  if ('refusal' in checked) return { kind: 'invalid', refusal: checked.refusal };
  const declared: DeclaredFields = {
    request: requestOfKind(body.kind, body.debtorPayorIds),
    carrier: { payeeId: carrier.payeeId, mcNumber: carrier.mcNumber, dotNumber: carrier.dotNumber },
    debtorPayorIds: body.debtorPayorIds,
  };
  const document = await receiveNoaDocument({
    source: { channel: 'upload', fileKey: checked.key, fileName: upload.fileName, contentType: upload.contentType },
    senderFactorId: caller.factorId,
    declared,
    alongside: (received) => [recordNoaUploadStep(upload, received.id, idempotencyKey ?? null, now)],
    now,
  });
  if (!document) {
    // Recorded meanwhile by a parallel create, or expired: that create's copy is the one kept.
    await deleteObject(checked.key).catch((error: unknown) =>
      logger.warn('Could not delete an unused checked NOA copy', { uploadId: upload.uploadId, error }),
    );
    const current = await getNoaUpload(caller.factorId, body.uploadId);
    if (!current) return invalid('uploadId', 'validation.noaUpload.uploadMissing');
    return repeatOf(caller, current, idempotencyKey);
  }
  await deleteObject(upload.objectKey).catch((error: unknown) =>
    logger.warn('Could not delete a recorded NOA upload; the lifecycle rule expires it', {
      uploadId: upload.uploadId,
      error,
    }),
  );
  return {
    kind: 'created',
    document: await factorDocumentView(document),
    conflict: await conflictFor(caller.factorId, carrier.payeeId, body.kind),
  };
}

function invalid(field: string, messageKey: string, params?: Record<string, unknown>): RecordResult {
  return { kind: 'invalid', refusal: { field, messageKey, ...(params ? { params } : {}) } };
}

async function repeatOf(
  caller: FactorCaller,
  upload: NoaUploadRecord,
  idempotencyKey: string | undefined,
): Promise<RecordResult> {
  if (!idempotencyKey || upload.idempotencyKey !== idempotencyKey || upload.documentId === null) {
    return { kind: 'uploadUsed' };
  }
  const document = await getNoaDocument(upload.documentId);
  if (!document) throw new Error(`NOA document ${upload.documentId} of upload ${upload.uploadId} is missing`);
  const declared = document.declared;
  return {
    kind: 'repeated',
    document: await factorDocumentView(document),
    conflict: await conflictFor(
      caller.factorId,
      declared?.carrier?.payeeId ?? null,
      declared?.request ? kindOfRequest(declared.request) : undefined,
    ),
  };
}

type NamedCarrier = { payeeId: number | null; mcNumber: string | null; dotNumber: string | null };

/**
 * The portal carrier the numbers name (null when none holds them: a carrier not on LanePay yet is
 * still a valid notice). Two numbers of two different carriers are refused.
 */
async function carrierNamed(numbers: {
  mcNumber?: string | undefined;
  dotNumber?: string | undefined;
}): Promise<NamedCarrier | { refusal: NoaFieldRefusal }> {
  const mcNumber = numbers.mcNumber || null;
  const dotNumber = numbers.dotNumber || null;
  const [byMc, byDot] = await Promise.all([
    mcNumber ? findCompanyByCarrierNumber('MC', mcNumber) : null,
    dotNumber ? findCompanyByCarrierNumber('DOT', dotNumber) : null,
  ]);
  if (mcNumber && dotNumber && byMc !== byDot) {
    return { refusal: { field: 'dotNumber', messageKey: 'validation.noaUpload.numbersDisagree' } };
  }
  return { payeeId: byMc ?? byDot, mcNumber, dotNumber };
}

/** The first debtor that is no payor on the portal, as a refusal on its place in the list. */
async function debtorRefusalOf(debtorPayorIds: readonly number[]): Promise<NoaFieldRefusal | null> {
  const companies = await Promise.all(debtorPayorIds.map((id) => getCompany(id)));
  const index = companies.findIndex((company) => company?.type !== CompanyType.Payor);
  return index < 0 ? null : { field: `debtorPayorIds.${index}`, messageKey: 'validation.noaUpload.debtorUnknown' };
}

/**
 * Copies the upload to a key no upload URL reaches and checks the copy (size, first bytes) against
 * what was declared; the copy passes (confirmed, its key answered) or the upload, the copy and the
 * upload record are deleted and the file is refused by name.
 */
async function checkUploadedFile(upload: NoaUploadRecord): Promise<{ key: string } | { refusal: NoaFieldRefusal }> {
  const key = checkedNoaObjectKey(upload.factorId, upload.uploadId, newCheckAttemptId());
  const checked = await checkUploadedCopy({
    uploadKey: upload.objectKey,
    checkedKey: key,
    declaredType: upload.contentType,
    declaredSizeBytes: upload.sizeBytes,
    maxSizeBytes: maxNoaFileSizeBytes,
  });
  if (checked.ok) return { key };
  const { messageKey, reason, storedSize } = checked.refusal;
  if (storedSize !== null) {
    await deleteNoaUpload(upload.factorId, upload.uploadId);
    logger.info('Uploaded NOA refused', { uploadId: upload.uploadId, reason, storedSize });
  }
  const params = { fileName: upload.fileName, maxFileSizeInMB: maxPaperworkFileSizeInMB };
  return { refusal: { field: 'uploadId', messageKey, params } };
}

/** The conflict check for the factor and the portal carrier (none for a carrier not on LanePay). */
async function conflictFor(factorId: number, payeeId: number | null, kind?: FactorNoaKind): Promise<NoaConflict> {
  if (payeeId === null) return { kind: 'none' };
  const [record, relationships] = await Promise.all([getFactorOfRecord(payeeId), listRelationships(payeeId)]);
  const conflict = uploadConflict({ factorId, record, relationships, ...(kind ? { kind } : {}) });
  if (conflict.kind !== 'otherFactor') return conflict;
  const name = conflict.factorName ?? (await getCompany(conflict.factorId))?.name ?? '';
  return { kind: 'otherFactor', factorName: name, resolvedBy: { lorType: 'global', fromFactorName: name } };
}

/** The conflict check the form calls as the factor names the carrier (and, once chosen, the kind). */
export async function checkNoaCarrier(
  caller: FactorCaller,
  query: { mcNumber?: string | undefined; dotNumber?: string | undefined; kind?: FactorNoaKind | undefined },
): Promise<CarrierCheckAnswer | { refusal: NoaFieldRefusal }> {
  const carrier = await carrierNamed(query);
  if ('refusal' in carrier) return carrier;
  const company = carrier.payeeId === null ? null : await getCompany(carrier.payeeId);
  return {
    carrier: { name: company?.name ?? null, mcNumber: carrier.mcNumber, dotNumber: carrier.dotNumber },
    onPortal: company !== null,
    conflict: await conflictFor(caller.factorId, carrier.payeeId, query.kind),
  };
}

/** The factor's own documents, newest first. */
export async function listFactorNoaDocuments(caller: FactorCaller): Promise<FactorNoaDocument[]> {
  const documents = await listSenderNoaDocuments(caller.factorId, listedDocuments);
  return factorDocumentViews(documents);
}

/** One of the factor's documents; null for an unknown id or another sender's. */
export async function findFactorNoaDocument(
  caller: FactorCaller,
  documentId: number,
): Promise<FactorNoaDocument | null> {
  const document = await getNoaDocument(documentId);
  if (!document || document.senderFactorId !== caller.factorId) return null;
  return factorDocumentView(document);
}

async function factorDocumentView(document: NoaDocument): Promise<FactorNoaDocument> {
  const [view] = await factorDocumentViews([document]);
  if (!view) throw new Error('A document view went missing');
  return view;
}

/**
 * What the factor sees of its documents: what it declared (or, for a document from before
 * declarations were kept, what was confirmed), the state in its words, the names.
 */
async function factorDocumentViews(documents: readonly NoaDocument[]): Promise<FactorNoaDocument[]> {
  const told = documents.map((document) => ({ document, ...toldOf(document) }));
  const ids = told.flatMap(({ carrier, debtorPayorIds }) => [...debtorPayorIds, carrier?.payeeId ?? null]);
  const names = await getCompanyNames(ids.filter((id): id is number => id !== null));
  return told.map(({ document, request, carrier, debtorPayorIds }) => ({
    id: document.id,
    receivedAt: document.receivedAt,
    fileName: document.source.fileName,
    channel: document.source.channel,
    kind: request ? kindOfRequest(request) : null,
    carrier: carrier
      ? {
          name: carrier.payeeId === null ? null : (names.get(carrier.payeeId) ?? null),
          mcNumber: carrier.mcNumber,
          dotNumber: carrier.dotNumber,
        }
      : null,
    debtors: debtorPayorIds.map((id) => ({ id, name: names.get(id) ?? '' })),
    state: factorStateOf(document.status),
  }));
}

function toldOf(document: NoaDocument): DeclaredFields {
  if (document.declared) return document.declared;
  const { request, payeeId } = document;
  return {
    request,
    carrier: payeeId === null ? null : { payeeId, mcNumber: null, dotNumber: null },
    debtorPayorIds: request && 'debtorPayorIds' in request ? request.debtorPayorIds : [],
  };
}
