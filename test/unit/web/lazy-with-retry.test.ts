// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPageRetry } from '#shared/constants/client.ts';
import { loadWithRetry } from '#web/lib/lazy-with-retry.ts';

describe('loadWithRetry (seeds 000 §8)', () => {
  const reload = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    reload.mockClear();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('returns the module when a retry succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce({ Page: 'page' });
    const result = loadWithRetry(load);
    await vi.advanceTimersByTimeAsync(lazyPageRetry.delayMs);
    await expect(result).resolves.toEqual({ Page: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('retries twice 500 ms apart, then reloads the page', async () => {
    const load = vi.fn().mockRejectedValue(new Error('chunk'));
    void loadWithRetry(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(lazyPageRetry.delayMs - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(lazyPageRetry.delayMs);
    expect(load).toHaveBeenCalledTimes(1 + lazyPageRetry.retries);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the error instead of reloading again right after a reload', async () => {
    const load = vi.fn().mockRejectedValue(new Error('still missing'));
    const first = loadWithRetry(load);
    await vi.advanceTimersByTimeAsync(lazyPageRetry.delayMs * 2);
    expect(reload).toHaveBeenCalledTimes(1);
    void first;
    const second = loadWithRetry(load);
    const assertion = expect(second).rejects.toThrow('still missing');
    await vi.advanceTimersByTimeAsync(lazyPageRetry.delayMs * 2);
    await assertion;
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
