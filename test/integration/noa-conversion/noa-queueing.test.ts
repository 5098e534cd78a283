import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getNoaDocument, listNoaQueue } from '#functions/repositories/noa-documents.ts';
import { receiveNoaDocument } from '#functions/services/noa-receipt.ts';
import { ActionCode, DocumentStatus } from '#shared/enums/noa-document.ts';

// Functions code reads its settings on first use: this file's documents go to a queue that does
// not exist, as if SQS refused the message.
process.env.NOA_CONVERSION_QUEUE_URL = `${process.env.AWS_ENDPOINT_URL_SQS}/000000000000/no-such-queue-${randomUUID()}`;

describe('a received document whose conversion message cannot be sent', () => {
  it('is a ConversionError staff can see and retry, not a document waiting for nothing', async () => {
    const source = {
      channel: 'upload' as const,
      fileKey: `noa/it/${randomUUID()}.pdf`,
      fileName: 'notice.pdf',
      contentType: 'application/pdf',
    };
    await expect(receiveNoaDocument({ source, senderFactorId: null })).rejects.toThrow();
    const [document] = await findBySource(source.fileKey);
    expect(document).toMatchObject({
      status: DocumentStatus.ConversionError,
      actionCode: ActionCode.ConversionFailure,
    });
    expect(document?.history.map((step) => step.event)).toEqual(['queueConversion', 'conversionFailed']);
  });
});

/** The documents received with this file (the failed receipt answers no id). */
async function findBySource(fileKey: string) {
  const failed = await listNoaQueue(DocumentStatus.ConversionError);
  const mine = failed.filter((d) => d.source.fileKey === fileKey);
  return Promise.all(mine.map((d) => getNoaDocument(d.id)));
}
