import { describe, expect, it } from 'vitest';
import type { NoaDocument } from '#functions/domain/noa/document.ts';
import { receivedDocument } from '#functions/domain/noa/document-transitions.ts';
import { isHeldByOther, liveLease, takeDocument } from '#functions/domain/noa/lease.ts';
import { noaLeaseMinutes } from '#shared/constants/noa-processing.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const pat = { userId: 7, name: 'Pat Processor' };
const robin = { userId: 9, name: 'Robin Processor' };
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

function ready(overrides: Partial<NoaDocument> = {}): NoaDocument {
  return {
    ...receivedDocument({
      id: 1,
      source: { channel: 'upload', fileKey: 'noa/1.pdf', fileName: 'noa.pdf', contentType: 'application/pdf' },
      senderFactorId: 3001,
      now,
    }),
    status: DocumentStatus.ReadyToProcess,
    ...overrides,
  };
}

describe('the processing lease', () => {
  it(`gives the document to whoever takes it for ${noaLeaseMinutes} minutes, and records the step`, () => {
    const taken = takeDocument(ready(), pat, now);
    expect(taken?.lease).toEqual({ ...pat, until: minutes(noaLeaseMinutes).toISOString() });
    expect(taken?.history.at(-1)).toMatchObject({
      event: 'taken',
      from: DocumentStatus.ReadyToProcess,
      to: DocumentStatus.ReadyToProcess,
      byUserId: pat.userId,
    });
  });

  it('refuses a second person while the lease runs, and lets them take it once it lapsed', () => {
    const taken = takeDocument(ready(), pat, now) as NoaDocument;
    expect(isHeldByOther(taken, robin.userId, minutes(14))).toBe(true);
    expect(takeDocument(taken, robin, minutes(14))).toBeNull();
    expect(isHeldByOther(taken, robin.userId, minutes(noaLeaseMinutes))).toBe(false);
    expect(takeDocument(taken, robin, minutes(noaLeaseMinutes))?.lease?.userId).toBe(robin.userId);
  });

  it('renews the holder’s own lease without a second step in the history', () => {
    const taken = takeDocument(ready(), pat, now) as NoaDocument;
    const again = takeDocument(taken, pat, minutes(10)) as NoaDocument;
    expect(again.lease?.until).toBe(minutes(10 + noaLeaseMinutes).toISOString());
    expect(again.history).toHaveLength(taken.history.length);
    expect(isHeldByOther(again, pat.userId, minutes(11))).toBe(false);
  });

  it('reads a lapsed lease as none', () => {
    const taken = takeDocument(ready(), pat, now) as NoaDocument;
    expect(liveLease(taken, minutes(1))).not.toBeNull();
    expect(liveLease(taken, minutes(noaLeaseMinutes))).toBeNull();
    expect(liveLease(ready(), now)).toBeNull();
  });
});
