import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswerOr, startEarlyQuery } from '#web/lib/early-queries.ts';

describe('answers asked for before the page', () => {
  afterEach(() => vi.useRealTimers());

  it('the page takes the early answer once, then asks afresh', async () => {
    const early = vi.fn(async () => 'early');
    const fresh = vi.fn(async () => 'fresh');
    startEarlyQuery(['figures', 'all'], early);
    await expect(earlyAnswerOr(['figures', 'all'], fresh)).resolves.toBe('early');
    await expect(earlyAnswerOr(['figures', 'all'], fresh)).resolves.toBe('fresh');
    expect(early).toHaveBeenCalledTimes(1);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('another key does not take it', async () => {
    startEarlyQuery(['figures', 'all'], async () => 'all');
    await expect(earlyAnswerOr(['figures', 1], async () => 'brokers')).resolves.toBe('brokers');
    await expect(earlyAnswerOr(['figures', 'all'], async () => 'fresh')).resolves.toBe('all');
  });

  it('an answer from past the page’s opening seconds is not used', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    startEarlyQuery(['figures', 'all'], async () => 'old');
    vi.advanceTimersByTime(60_000);
    await expect(earlyAnswerOr(['figures', 'all'], async () => 'fresh')).resolves.toBe('fresh');
  });

  it('a failed early answer reaches the page, which may ask again', async () => {
    startEarlyQuery(['figures', 'all'], async () => {
      throw new Error('503');
    });
    await expect(earlyAnswerOr(['figures', 'all'], async () => 'fresh')).rejects.toThrow('503');
    await expect(earlyAnswerOr(['figures', 'all'], async () => 'fresh')).resolves.toBe('fresh');
  });
});
