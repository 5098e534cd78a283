/** Session timing (seeds 000 §4 and §9). */
export const sessionConstants = {
  /** Lifetime of a session after login or renewal. */
  lifetimeSeconds: 1800,
  /** How often the browser checks the remaining time. */
  checkIntervalSeconds: 60,
  /**
   * The seeds do not give the warning threshold. It must exceed one check interval plus the
   * countdown so the dialog always appears before expiry.
   */
  warningThresholdSeconds: 120,
  countdownSeconds: 30,
  /** The seeds log out on a failed expiry check; a failed check is asked once more after this pause first. */
  failedCheckRetrySeconds: 5,
  inactivityThresholdSeconds: 600,
} as const;

/** Header every mutation carries; its value is the session's CSRF token. */
export const csrfHeaderName = 'x-csrf-token';
