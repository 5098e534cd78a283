import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { paperworkBucketDefinition } from '#infra/definitions/buckets.ts';
import { s3 } from '../lib/aws-clients.ts';
import { paperworkBucket } from './paperwork-objects.ts';

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
