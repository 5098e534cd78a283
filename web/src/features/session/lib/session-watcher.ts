import { sessionConstants } from '#shared/constants/session.ts';
import { countdownLength, decideSessionAction } from './session-decision.ts';

export type SessionWatcherState = { kind: 'watching' } | { kind: 'warning'; secondsLeft: number };

export type SessionWatcherDeps = {
  /** Seconds left in the session, or null when there is none (`GET token_expiration`). */
  checkSession: () => Promise<{ seconds: number } | null>;
  /** Another full session lifetime (`POST new_token`). */
  renewSession: () => Promise<unknown>;
  logout: () => unknown;
  now?: () => number;
};

/** What counts as the user being there (seeds 000 §4). */
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/**
 * Watches the session of a signed-in page (seeds 000 §4, §9): every 60 s it asks how long the
 * session has left and acts on `decideSessionAction`; a warning runs a one-second countdown that
 * logs out at zero unless the user stays. Framework-free so its timing can be tested with fake
 * timers; the React component renders its state.
 */
export class SessionWatcher {
  private state: SessionWatcherState = { kind: 'watching' };
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private lastActivityAt = 0;
  private lastRenewalAt = 0;
  private checkTimer: ReturnType<typeof setInterval> | undefined;
  private countdownTimer: ReturnType<typeof setInterval> | undefined;
  private checking = false;
  private loggingOut = false;
  private running = false;

  constructor(private readonly deps: SessionWatcherDeps) {
    this.now = deps.now ?? Date.now;
  }

  private readonly onActivity = () => {
    this.lastActivityAt = this.now();
  };

  start(): void {
    if (this.running) return;
    this.running = true;
    // The page load itself checked the session (main.tsx), so it counts as the last renewal.
    const started = this.now();
    this.lastActivityAt = started;
    this.lastRenewalAt = started;
    for (const type of activityEvents) {
      document.addEventListener(type, this.onActivity, { capture: true, passive: true });
    }
    this.checkTimer = setInterval(() => void this.check(), sessionConstants.checkIntervalSeconds * 1000);
  }

  stop(): void {
    this.running = false;
    clearInterval(this.checkTimer);
    this.stopCountdown();
    for (const type of activityEvents) {
      document.removeEventListener(type, this.onActivity, { capture: true });
    }
  }

  getState = (): SessionWatcherState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** One periodic check; exposed for tests and for a check on demand. */
  async check(): Promise<void> {
    if (this.checking || this.loggingOut || this.state.kind === 'warning') return;
    this.checking = true;
    try {
      let seconds: number | null;
      try {
        seconds = await this.secondsLeft();
      } catch {
        // A failed expiry check logs out (seeds 000 §8).
        if (this.running) this.logOut();
        return;
      }
      const action = decideSessionAction({
        now: this.now(),
        lastActivityAt: this.lastActivityAt,
        lastRenewalAt: this.lastRenewalAt,
        secondsRemaining: seconds,
      });
      if (action === 'logout') this.logOut();
      else if (action === 'renew') await this.renew();
      else if (action === 'warn' && seconds !== null) this.warn(countdownLength(seconds));
    } finally {
      this.checking = false;
    }
  }

  /**
   * The session's seconds left. One failed ask (a dropped connection, a busy server) is asked
   * again after a pause before the check counts as failed: a single blip must not end the session.
   */
  private async secondsLeft(): Promise<number | null> {
    try {
      return (await this.deps.checkSession())?.seconds ?? null;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, sessionConstants.failedCheckRetrySeconds * 1000));
      if (!this.running) throw new Error('The watcher stopped while the check was retried');
      return (await this.deps.checkSession())?.seconds ?? null;
    }
  }

  /** 'Stay logged in': renew and go back to watching. */
  async stayLoggedIn(): Promise<void> {
    this.stopCountdown();
    this.lastActivityAt = this.now();
    this.setState({ kind: 'watching' });
    await this.renew();
  }

  logOut(): void {
    if (this.loggingOut) return;
    this.loggingOut = true;
    this.stop();
    void this.deps.logout();
  }

  private async renew(): Promise<void> {
    try {
      await this.deps.renewSession();
      this.lastRenewalAt = this.now();
    } catch {
      // The next check sees what is left of the session and decides; a lost one logs out there.
    }
  }

  private warn(seconds: number): void {
    if (seconds <= 0) {
      this.logOut();
      return;
    }
    this.setState({ kind: 'warning', secondsLeft: seconds });
    this.countdownTimer = setInterval(() => {
      if (this.state.kind !== 'warning') return;
      const secondsLeft = this.state.secondsLeft - 1;
      if (secondsLeft <= 0) {
        this.logOut();
        return;
      }
      this.setState({ kind: 'warning', secondsLeft });
    }, 1000);
  }

  private stopCountdown(): void {
    clearInterval(this.countdownTimer);
    this.countdownTimer = undefined;
  }

  private setState(state: SessionWatcherState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
