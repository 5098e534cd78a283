import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '#shared/api/contract.ts';
import { paperworkDownloadUrlSeconds } from '#shared/constants/paperwork.ts';
import { billDocumentCalls } from '#shared/contracts/settlement-documents.ts';
import { callApi } from '../api-call.ts';
import { ApiError } from '../api-client.ts';
import { paperworkKeys } from './keys.ts';

/** `GET bills/{id}/documents/{documentId}/download`: a short-lived presigned GET of the file. */
export function getDocumentDownload(
  billId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<CallAnswer<typeof billDocumentCalls.download>> {
  return callApi(billDocumentCalls.download, { params: { id: billId, documentId } }, { signal });
}

/** A URL is reused for most of its life, never past it. */
const urlReuseMs = Math.max(0, paperworkDownloadUrlSeconds - 60) * 1000;

export const documentDownloadQueryOptions = (billId: string, documentId: string) =>
  queryOptions({
    queryKey: paperworkKeys.download(billId, documentId),
    queryFn: ({ signal }) => getDocumentDownload(billId, documentId, signal),
    staleTime: urlReuseMs,
    gcTime: urlReuseMs,
  });

export function useDocumentDownload(billId: string, documentId: string, enabled = true) {
  return useQuery({ ...documentDownloadQueryOptions(billId, documentId), enabled });
}

/**
 * The file's bytes, read through the presigned URL (the bucket allows the portal's origin). Image
 * previews are shown from these bytes as a blob: URL, which the page's CSP allows for images.
 */
export async function getDocumentBlob(billId: string, documentId: string, signal?: AbortSignal): Promise<Blob> {
  const download = await getDocumentDownload(billId, documentId, signal);
  let response: Response;
  try {
    response = await fetch(download.url, { signal, credentials: 'omit' });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) throw new ApiError(response.status, null);
  return response.blob();
}

export const documentPreviewQueryOptions = (billId: string, documentId: string) =>
  queryOptions({
    queryKey: paperworkKeys.preview(billId, documentId),
    queryFn: ({ signal }) => getDocumentBlob(billId, documentId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A document's bytes for an in-page preview (the document of an id never changes). */
export function useDocumentPreview(billId: string, documentId: string, enabled = true) {
  return useQuery({ ...documentPreviewQueryOptions(billId, documentId), enabled });
}

/**
 * Opens a document in a new tab through a fresh presigned URL (PDFs show in the browser's own
 * viewer: the portal's CSP does not let it frame the bucket). The tab is opened before the call so
 * pop-up blockers treat it as the user's click.
 */
export async function openDocument(billId: string, documentId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await getDocumentDownload(billId, documentId);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
