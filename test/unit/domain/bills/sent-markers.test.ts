import { describe, expect, it } from 'vitest';
import {
  dueForSweep,
  isDueForSweep,
  isStrandedForResubmission,
  maxSweepBackoffDoublings,
  resubmitVisibilityTimeoutSeconds,
  sweepDueAt,
} from '#functions/domain/bills/sent-markers.ts';
import { keys } from '#functions/repositories/keys.ts';
import { resubmitQueueDefinition } from '#infra/definitions/queues.ts';

const queuedAt = '2026-03-14T16:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(queuedAt) + seconds * 1000);
const marker = (requeues = 0, when = queuedAt) => ({ queuedAt: when, requeues });

describe('sent markers: when a bill in sent is stranded', () => {
  it('waits the resubmit queue’s own visibility timeout', () => {
    expect(resubmitVisibilityTimeoutSeconds).toBe(resubmitQueueDefinition.visibilityTimeoutSeconds);
  });

  it('is due for the sweep strictly after one visibility window, not at it', () => {
    expect(isDueForSweep(marker(), at(0))).toBe(false);
    expect(isDueForSweep(marker(), at(179))).toBe(false);
    expect(isDueForSweep(marker(), at(180))).toBe(false);
    expect(isDueForSweep(marker(), at(180.001))).toBe(true);
    expect(isDueForSweep(marker(), at(3600))).toBe(true);
    // A clock behind the marker's (another machine's) never makes it due.
    expect(isDueForSweep(marker(), at(-3600))).toBe(false);
  });

  it('doubles the wait after each re-queue, up to the cap', () => {
    expect(sweepDueAt(marker(0))).toEqual(at(180));
    expect(sweepDueAt(marker(1))).toEqual(at(360));
    expect(sweepDueAt(marker(2))).toEqual(at(720));
    expect(sweepDueAt(marker(maxSweepBackoffDoublings))).toEqual(at(180 * 2 ** maxSweepBackoffDoublings));
    expect(sweepDueAt(marker(maxSweepBackoffDoublings + 10))).toEqual(at(180 * 2 ** maxSweepBackoffDoublings));
    // A count that never went negative is read as none.
    expect(sweepDueAt(marker(-1))).toEqual(at(180));
    expect(isDueForSweep(marker(1), at(300))).toBe(false);
    expect(isDueForSweep(marker(1), at(361))).toBe(true);
  });

  it('picks the due markers, longest waiting first', () => {
    const markers = [
      { id: 'fresh', ...marker(0, at(150).toISOString()) },
      { id: 'old', ...marker(0, at(-1000).toISOString()) },
      { id: 'backedOff', ...marker(3, at(-1000).toISOString()) },
      { id: 'older', ...marker(0, at(-2000).toISOString()) },
      { id: 'justDue', ...marker(0, at(119).toISOString()) },
    ];
    expect(dueForSweep(markers, at(300)).map((m) => m.id)).toEqual(['older', 'old', 'justDue']);
    expect(dueForSweep([], at(300))).toEqual([]);
  });

  it('lets a carrier resubmit a bill whose message went out more than one window ago, whatever the re-queues', () => {
    expect(isStrandedForResubmission(queuedAt, at(60))).toBe(false);
    expect(isStrandedForResubmission(queuedAt, at(180))).toBe(false);
    expect(isStrandedForResubmission(queuedAt, at(181))).toBe(true);
  });
});

describe('sent marker keys', () => {
  it('spread bills over every shard, each bill always on the same one', () => {
    const partitions = new Map<string, number>();
    for (let index = 0; index < 1600; index++) {
      const billId = `00000000-0000-4000-a000-${String(index).padStart(12, '0')}`;
      const { pk } = keys.sentMarker(billId);
      expect(keys.sentMarker(billId).pk).toBe(pk);
      partitions.set(pk, (partitions.get(pk) ?? 0) + 1);
    }
    const shards = Array.from({ length: keys.sentMarkerShards }, (_, shard) => keys.sentMarkerPartition(shard));
    expect([...partitions.keys()].sort()).toEqual([...shards].sort());
    // Near even: no shard takes more than twice its share.
    for (const count of partitions.values()) expect(count).toBeLessThan((1600 / keys.sentMarkerShards) * 2);
  });
});
