import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { paperworkBucketDefinition } from '#infra/definitions/buckets.ts';
import { s3 } from '../lib/aws-clients.ts';
import { config } from '../lib/config.ts';
import { contentDisposition } from '../lib/http/content-disposition.ts';

/**
 * The files export jobs make, in the private paperwork bucket under their own prefix (the bucket's
 * lifecycle expires them with the jobs; infra/constructs/paperwork-bucket.ts). Only the export
 * worker writes there and only the export jobs API signs links to them, each granted that prefix
 * alone (infra/constructs/export-jobs.ts).
 */
export const exportFilePrefix = paperworkBucketDefinition.exportFiles.prefix;

function bucket(): string {
  const name = config().PAPERWORK_BUCKET;
  if (!name) throw new Error('PAPERWORK_BUCKET is not set');
  return name;
}

export function exportFileKey(companyId: number, userId: number, jobId: string): string {
  return `${exportFilePrefix}${companyId}/${userId}/${jobId}`;
}

export async function storeExportFile(objectKey: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: objectKey, Body: body, ContentType: contentType }));
}

/** A short-lived link that downloads the file under its name (an attachment, never shown inline). */
export function presignExportFileDownload(input: {
  objectKey: string;
  fileName: string;
  expiresInSeconds: number;
}): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: input.objectKey,
      ResponseContentDisposition: contentDisposition('attachment', input.fileName),
    }),
    { expiresIn: input.expiresInSeconds },
  );
}
