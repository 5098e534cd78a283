import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../lib/aws-clients.ts';
import { paperworkBucket, storePaperworkObject } from './paperwork-objects.ts';

/**
 * The page images of NOA and LOR documents, in the private paperwork bucket under `noa/`: the
 * conversion stores them, staff see them through short-lived links while they work a document.
 */
export function noaPageImageKey(documentId: number, page: number): string {
  return `noa/${documentId}/page-${page}.png`;
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

export async function storeNoaPageImage(imageKey: string, png: Uint8Array): Promise<void> {
  await storePaperworkObject(imageKey, png, 'image/png');
}
