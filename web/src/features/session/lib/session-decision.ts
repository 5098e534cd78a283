import { sessionConstants } from '#shared/constants/session.ts';

/** What the periodic session check does next. */
export type SessionAction = 'logout' | 'warn' | 'renew' | 'none';

export type SessionSnapshot = {
  /** Epoch milliseconds of the check. */
  now: number;
  /** Epoch milliseconds of the user's last pointer, key, scroll or touch. */
  lastActivityAt: number;
  /** Epoch milliseconds of the last renewal (or of the page load, which checked the session). */
  lastRenewalAt: number;
  /** Seconds left in the session, or null when there is no session any more. */
  secondsRemaining: number | null;
};

export type SessionTimingRules = Pick<
  typeof sessionConstants,
  'warningThresholdSeconds' | 'inactivityThresholdSeconds'
>;

/**
 * The session rules of seeds 000 §4 and §9 as one decision:
 * - no session, or none left: log out;
 * - little time left (at or below the warning threshold) and no activity for 10 minutes: warn
 *   with the 'Logging out...' countdown;
 * - activity since the last renewal: renew silently, so an active user is never warned;
 * - little time left while recently active: renew silently as well ("otherwise refreshed");
 * - anything else: nothing to do yet.
 */
export function decideSessionAction(
  snapshot: SessionSnapshot,
  rules: SessionTimingRules = sessionConstants,
): SessionAction {
  const { now, lastActivityAt, lastRenewalAt, secondsRemaining } = snapshot;
  if (secondsRemaining === null || secondsRemaining <= 0) return 'logout';
  const nearExpiry = secondsRemaining <= rules.warningThresholdSeconds;
  const idleSeconds = (now - lastActivityAt) / 1000;
  if (nearExpiry && idleSeconds >= rules.inactivityThresholdSeconds) return 'warn';
  if (lastActivityAt > lastRenewalAt) return 'renew';
  if (nearExpiry) return 'renew';
  return 'none';
}

/**
 * Length of the warning countdown: 30 seconds (seeds 000 §9), cut short if the session itself
 * ends sooner, so the dialog never promises time the session does not have.
 */
export function countdownLength(
  secondsRemaining: number,
  countdownSeconds: number = sessionConstants.countdownSeconds,
): number {
  return Math.max(0, Math.min(countdownSeconds, Math.floor(secondsRemaining)));
}
