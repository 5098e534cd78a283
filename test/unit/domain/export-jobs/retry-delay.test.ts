import { describe, expect, it } from 'vitest';
import { isLastAttempt, retryDelaySeconds } from '#functions/domain/export-jobs/outcome.ts';
import { exportJobQueueDefinition } from '#infra/definitions/queues.ts';

const queue = { retryBackoffSeconds: [5, 20], visibilityTimeoutSeconds: 360 };

describe('a failed export build’s retry delay', () => {
  it('grows with the receive count, one step a receive, then stays at the last step', () => {
    expect([1, 2, 3, 4, 10].map((receive) => retryDelaySeconds(receive, queue))).toEqual([5, 20, 20, 20, 20]);
  });

  it('counts a receive count that is no positive integer as the first', () => {
    for (const receive of [0, -1, Number.NaN, 1.5, Number.POSITIVE_INFINITY]) {
      expect(retryDelaySeconds(receive, queue), String(receive)).toBe(5);
    }
  });

  it('is never longer than the queue’s visibility timeout, which applies without steps', () => {
    expect(retryDelaySeconds(2, { retryBackoffSeconds: [5, 600], visibilityTimeoutSeconds: 360 })).toBe(360);
    expect(retryDelaySeconds(1, { retryBackoffSeconds: [], visibilityTimeoutSeconds: 360 })).toBe(360);
  });

  it('comes in seconds on every receive of the export job queue that is retried', () => {
    const { maxReceiveCount, visibilityTimeoutSeconds } = exportJobQueueDefinition;
    const retried = Array.from({ length: maxReceiveCount }, (_, i) => i + 1).filter(
      (receive) => !isLastAttempt(receive, maxReceiveCount),
    );
    expect(retried.map((receive) => retryDelaySeconds(receive, exportJobQueueDefinition))).toEqual([5, 20]);
    expect(Math.max(...exportJobQueueDefinition.retryBackoffSeconds)).toBeLessThan(visibilityTimeoutSeconds / 10);
  });
});
