import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../lib/aws-clients.ts';

/*
 * Whole objects of the private paperwork bucket, by key. Apart from bill-documents.ts (which
 * makes the keys), the paperwork combiner reads and writes through here; it carries no zod, so the
 * bucket's name is read from the environment directly rather than through config().
 */

export function paperworkBucket(): string {
  const name = process.env.PAPERWORK_BUCKET;
  if (!name) throw new Error('PAPERWORK_BUCKET is not set');
  return name;
}

export async function readPaperworkObject(objectKey: string): Promise<Uint8Array> {
  const object = await s3().send(new GetObjectCommand({ Bucket: paperworkBucket(), Key: objectKey }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** Stores an object the server made itself (a combined PDF). */
export async function storePaperworkObject(objectKey: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({ Bucket: paperworkBucket(), Key: objectKey, Body: body, ContentType: contentType }),
  );
}
