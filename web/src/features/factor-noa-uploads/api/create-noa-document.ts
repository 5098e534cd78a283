import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { factorNoaDocumentCalls } from '#shared/contracts/factor-noa-documents.ts';
import { callApi } from '#web/lib/api-call.ts';
import { declaredContentType } from '#web/lib/paperwork/file-types.ts';
import { putToPresignedUrl } from '#web/lib/paperwork/upload-document.ts';
import { noaDocumentsQueryOptions } from './get-noa-documents.ts';

type UploadBody = CallBody<typeof factorNoaDocumentCalls.requestUpload>;
export type NoaDocumentFields = Omit<CallBody<typeof factorNoaDocumentCalls.create>, 'uploadId'>;

export type CreateNoaDocumentInput = {
  file: File;
  fields: NoaDocumentFields;
  /** One per form: a retry after a lost answer finds the document already recorded. */
  idempotencyKey: string;
  /** The upload of this file made by an earlier attempt (sent again rather than uploaded again). */
  uploadId: string | null;
  onUploaded: (uploadId: string) => void;
};

/**
 * The file goes straight to storage (a presigned PUT for exactly this file, as paperwork does),
 * then `POST factor/noa_documents` checks what landed and records the document with what the
 * factor says it is.
 */
export async function createNoaDocument(input: CreateNoaDocumentInput) {
  const uploadId = input.uploadId ?? (await uploadFile(input.file));
  input.onUploaded(uploadId);
  return callApi(
    factorNoaDocumentCalls.create,
    { body: { ...input.fields, uploadId } },
    { idempotencyKey: input.idempotencyKey },
  );
}

async function uploadFile(file: File): Promise<string> {
  const presigned = await callApi(factorNoaDocumentCalls.requestUpload, {
    body: {
      fileName: file.name,
      contentType: declaredContentType(file) as UploadBody['contentType'],
      sizeBytes: file.size,
    },
  });
  await putToPresignedUrl(presigned.upload, file);
  return presigned.uploadId;
}

export function useCreateNoaDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNoaDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noaDocumentsQueryOptions().queryKey }),
  });
}
