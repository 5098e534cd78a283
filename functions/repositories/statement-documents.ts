import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../lib/aws-clients.ts';
import { paperworkBucket, readPaperworkObject, storePaperworkObject } from './paperwork-objects.ts';

/*
 * Statements' PDFs in the paperwork bucket, under `statements/`. Apart from the records
 * (statements.ts), so the API function that reads statements carries no S3 client.
 */

/**
 * Where a statement's PDF goes: one object per run, so a run that loses the race for the record
 * never overwrites the document the winner's record points at.
 */
export function statementObjectKey(payorId: number, statementId: string, runAt: string): string {
  return `statements/${payorId}/${statementId}/${runAt.replace(/[^0-9A-Za-z]/g, '')}.pdf`;
}

export async function storeStatementPdf(objectKey: string, pdf: Uint8Array): Promise<void> {
  await storePaperworkObject(objectKey, pdf, 'application/pdf');
}

export async function readStatementPdf(objectKey: string): Promise<Uint8Array> {
  return readPaperworkObject(objectKey);
}

/** Removes the document of a run whose record was not written (another run's stands). */
export async function deleteStatementPdf(objectKey: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: paperworkBucket(), Key: objectKey }));
}
