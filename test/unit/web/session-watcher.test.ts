// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionConstants } from '#shared/constants/session.ts';
import { countdownLength, decideSessionAction } from '#web/features/session/lib/session-decision.ts';
import { SessionWatcher } from '#web/features/session/lib/session-watcher.ts';

const minute = 60_000;
const threshold = sessionConstants.warningThresholdSeconds;

describe('decideSessionAction (seeds 000 §4, §9)', () => {
  const base = { now: 20 * minute, lastRenewalAt: 0 };

  it('logs out when the session is gone or used up', () => {
    expect(decideSessionAction({ ...base, lastActivityAt: base.now, secondsRemaining: null })).toBe('logout');
    expect(decideSessionAction({ ...base, lastActivityAt: base.now, secondsRemaining: 0 })).toBe('logout');
    expect(decideSessionAction({ ...base, lastActivityAt: base.now, secondsRemaining: -5 })).toBe('logout');
  });

  it('renews silently when the user was active since the last renewal', () => {
    expect(decideSessionAction({ ...base, lastActivityAt: 1, secondsRemaining: 1500 })).toBe('renew');
    expect(
      decideSessionAction({
        now: base.now,
        lastRenewalAt: base.now - minute,
        lastActivityAt: base.now - 1,
        secondsRemaining: 1700,
      }),
    ).toBe('renew');
  });

  it('does nothing while there is time and no new activity', () => {
    expect(
      decideSessionAction({
        now: base.now,
        lastRenewalAt: 5 * minute,
        lastActivityAt: 5 * minute,
        secondsRemaining: 900,
      }),
    ).toBe('none');
    expect(decideSessionAction({ ...base, lastActivityAt: 0, secondsRemaining: threshold + 1 })).toBe('none');
  });

  it('warns when 10 minutes idle and at or below the warning threshold', () => {
    const lastSeen = 30 * minute - sessionConstants.inactivityThresholdSeconds * 1000;
    const idle = { now: 30 * minute, lastRenewalAt: lastSeen, lastActivityAt: lastSeen };
    expect(decideSessionAction({ ...idle, secondsRemaining: threshold })).toBe('warn');
    expect(decideSessionAction({ ...idle, secondsRemaining: 1 })).toBe('warn');
    expect(decideSessionAction({ ...idle, secondsRemaining: threshold + 1 })).toBe('none');
  });

  it('renews instead of warning a user who was active within 10 minutes', () => {
    const recent = { now: 30 * minute, lastRenewalAt: 29 * minute, lastActivityAt: 25 * minute };
    expect(decideSessionAction({ ...recent, secondsRemaining: threshold })).toBe('renew');
  });

  it('limits the countdown to 30 seconds and to what the session has left', () => {
    expect(countdownLength(120)).toBe(sessionConstants.countdownSeconds);
    expect(countdownLength(12.7)).toBe(12);
    expect(countdownLength(-1)).toBe(0);
  });
});

describe('SessionWatcher with fake timers', () => {
  let remaining: number | null;
  const checkSession = vi.fn(async () => (remaining === null ? null : { seconds: remaining }));
  const renewSession = vi.fn(async () => {
    remaining = sessionConstants.lifetimeSeconds;
  });
  const logout = vi.fn();
  let watcher: SessionWatcher;

  /** Moves the clock on in steps of at most a second, the session running down with it as the server's would. */
  async function advance(ms: number) {
    for (let left = ms; left > 0; left -= 1000) {
      const step = Math.min(1000, left);
      if (remaining !== null) remaining -= step / 1000;
      await vi.advanceTimersByTimeAsync(step);
    }
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-03T09:00:00Z'));
    remaining = sessionConstants.lifetimeSeconds;
    checkSession.mockClear();
    renewSession.mockClear();
    logout.mockClear();
    watcher = new SessionWatcher({ checkSession, renewSession, logout });
    watcher.start();
  });

  afterEach(() => {
    watcher.stop();
    vi.useRealTimers();
  });

  it('checks every 60 seconds and renews only after activity', async () => {
    await advance(60_000);
    expect(checkSession).toHaveBeenCalledTimes(1);
    expect(renewSession).not.toHaveBeenCalled();

    document.dispatchEvent(new Event('keydown'));
    await advance(60_000);
    expect(checkSession).toHaveBeenCalledTimes(2);
    expect(renewSession).toHaveBeenCalledTimes(1);

    await advance(60_000);
    expect(renewSession).toHaveBeenCalledTimes(1);

    document.dispatchEvent(new Event('scroll'));
    await advance(60_000);
    expect(renewSession).toHaveBeenCalledTimes(2);
  });

  it('warns an idle user near expiry, counts down 30 s and logs out at zero', async () => {
    const warnAt = (sessionConstants.lifetimeSeconds - threshold) * 1000;
    await advance(warnAt - 60_000);
    expect(watcher.getState()).toEqual({ kind: 'watching' });
    await advance(60_000);
    expect(watcher.getState()).toEqual({ kind: 'warning', secondsLeft: sessionConstants.countdownSeconds });

    await advance(10_000);
    expect(watcher.getState()).toEqual({ kind: 'warning', secondsLeft: sessionConstants.countdownSeconds - 10 });
    // Activity alone does not answer the dialog.
    document.dispatchEvent(new Event('pointerdown'));
    await advance((sessionConstants.countdownSeconds - 10) * 1000 - 1000);
    expect(logout).not.toHaveBeenCalled();
    await advance(1000);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("'Stay logged in' renews and goes back to watching", async () => {
    await advance((sessionConstants.lifetimeSeconds - threshold) * 1000);
    expect(watcher.getState().kind).toBe('warning');
    await watcher.stayLoggedIn();
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(watcher.getState()).toEqual({ kind: 'watching' });
    await advance(sessionConstants.countdownSeconds * 1000);
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out when the session is gone', async () => {
    remaining = null;
    await advance(60_000);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('asks again once when a check fails, and stays signed in when the second ask answers', async () => {
    checkSession.mockRejectedValueOnce(new Error('busy'));
    await advance(60_000);
    expect(logout).not.toHaveBeenCalled();
    await advance(sessionConstants.failedCheckRetrySeconds * 1000);
    expect(checkSession).toHaveBeenCalledTimes(2);
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out when the check fails twice in a row', async () => {
    checkSession.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    await advance(60_000);
    expect(logout).not.toHaveBeenCalled();
    await advance(sessionConstants.failedCheckRetrySeconds * 1000);
    expect(logout).toHaveBeenCalledTimes(1);
    await advance(120_000);
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
