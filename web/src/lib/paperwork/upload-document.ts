import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer, CallBody } from '#shared/api/contract.ts';
import { billDocumentCalls } from '#shared/contracts/settlement-documents.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { callApi } from '../api-call.ts';
import { ApiError, isConflict } from '../api-client.ts';
import { reloadBill, storeBill } from './bill-cache.ts';
import { declaredContentType } from './file-types.ts';

/**
 * A document goes to the private bucket in three steps: the API issues a presigned PUT (type and
 * size fixed in its signature, key chosen by the server), the browser PUTs the file straight to the
 * bucket, then the API checks the stored bytes and attaches the document to the bill.
 */

type DocumentUploadBody = CallBody<typeof billDocumentCalls.requestUpload>;
type PresignedUpload = CallAnswer<typeof billDocumentCalls.requestUpload>;

/** `POST bills/{id}/documents`: a presigned upload for one file (400 on `sizeBytes` when too large). */
export function requestDocumentUpload(billId: string, body: DocumentUploadBody): Promise<PresignedUpload> {
  return callApi(billDocumentCalls.requestUpload, { params: { id: billId }, body });
}

export type UploadProgress = { loaded: number; total: number };

/** Headers the browser sets itself and refuses from scripts; the signature still covers them. */
const browserOwnedHeaders = new Set(['content-length', 'host', 'connection']);

/**
 * PUTs the file to the presigned URL with the signed headers. XMLHttpRequest, because fetch
 * reports no upload progress. Rejects with an ApiError (status 0 when the network failed).
 */
export function putToPresignedUrl(
  upload: PresignedUpload['upload'],
  file: Blob,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) {
      if (!browserOwnedHeaders.has(name.toLowerCase())) request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size });
        resolve();
      } else reject(new ApiError(request.status, null));
    };
    request.onerror = () => reject(new ApiError(0, null));
    request.onabort = () => reject(new ApiError(0, null, {}, 'aborted'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/**
 * `POST bills/{id}/documents/{documentId}/complete`: the server checks the stored file and attaches
 * it, on the version of the bill the user saw (attaching changes the bill): 409 when it changed since.
 */
export async function completeDocumentUpload(billId: string, documentId: string, version: number): Promise<Bill> {
  const { bill } = await callApi(
    billDocumentCalls.complete,
    { params: { id: billId, documentId } },
    { ifMatch: version },
  );
  return bill;
}

export type UploadDocumentInput = {
  billId: string;
  /** The version of the bill the user saw (If-Match of the completion). */
  version: number;
  file: File;
  imageTypeId: number;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** The three steps for one file; resolves with the bill the document is now attached to. */
export async function uploadDocument({ billId, version, file, imageTypeId, onProgress, signal }: UploadDocumentInput) {
  const presigned = await requestDocumentUpload(billId, {
    fileName: file.name,
    contentType: declaredContentType(file) as DocumentUploadBody['contentType'],
    sizeBytes: file.size,
    imageTypeId,
  });
  onProgress?.({ loaded: 0, total: file.size });
  await putToPresignedUrl(presigned.upload, file, onProgress, signal);
  return completeDocumentUpload(billId, presigned.document.id, version);
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (bill) => storeBill(queryClient, bill),
    onError: (error, { billId }) => (isConflict(error) ? reloadBill(queryClient, billId) : undefined),
  });
}
