import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { paperworkBucketDefinition } from '#infra/definitions/buckets.ts';
import { s3 } from '../lib/aws-clients.ts';
import { paperworkBucket } from './paperwork-objects.ts';

/**
 * The files of NOA and LOR documents in the private paperwork bucket: the file received, and the
 * page images the conversion worker makes of it, which staff see through short-lived links while
 * they work a document.
 */

/** Where a document's page image is kept: its own prefix, so the worker may write there only. */
export function noaPageImageKey(documentId: number, pageNumber: number): string {
  return `${paperworkBucketDefinition.noaPages.prefix}${documentId}/page-${pageNumber}.png`;
}

/** The received file's bytes, or null when no object is at its key. */
export async function readNoaSourceFile(fileKey: string): Promise<Uint8Array | null> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: paperworkBucket(), Key: fileKey }));
    return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (error) {
    if (error instanceof NoSuchKey) return null;
    throw error;
  }
}

/** Stores one page image (a repeated conversion writes the same key again). */
export async function storeNoaPageImage(key: string, png: Uint8Array): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: paperworkBucket(), Key: key, Body: png, ContentType: 'image/png' }));
}

/** Five minutes, as every paperwork download: the work screen loads the images at once. */
const pageLinkSeconds = 300;

/** A link that shows the page image in the browser (inline, never a download). */
export function presignNoaPageImage(imageKey: string): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: paperworkBucket(),
      Key: imageKey,
      ResponseContentType: 'image/png',
      ResponseContentDisposition: 'inline',
    }),
    { expiresIn: pageLinkSeconds },
  );
}
