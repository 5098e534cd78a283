import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { SessionWatcher, type SessionWatcherDeps } from '../lib/session-watcher.ts';
import styles from './session-monitor.module.css';

export type SessionMonitorProps = Omit<SessionWatcherDeps, 'now'>;

/**
 * Keeps the session of a signed-in page alive while the user is active, and warns with a
 * 30-second 'Logging out...' countdown before an idle session ends (seeds 000 §4). The session
 * calls are passed in by the app, so this feature depends on no other.
 */
export function SessionMonitor({ checkSession, renewSession, logout }: SessionMonitorProps) {
  const { t } = useTranslation();
  const [watcher] = useState(() => new SessionWatcher({ checkSession, renewSession, logout }));
  useEffect(() => {
    watcher.start();
    return () => watcher.stop();
  }, [watcher]);
  const state = useSyncExternalStore(watcher.subscribe, watcher.getState);
  const secondsLeft = state.kind === 'warning' ? state.secondsLeft : 0;

  return (
    <Dialog open={state.kind === 'warning'} title={t('shell.session.title')} onClose={() => {}} dismissible={false}>
      <p className={styles.explanation}>{t('shell.session.explanation')}</p>
      <p className={styles.countdown} role="timer" aria-atomic="true">
        {t('shell.session.expiresIn', { secondsRemaining: t('shell.session.seconds', { count: secondsLeft }) })}
      </p>
      <div className={styles.actions}>
        {/* First in the DOM so the dialog opens with focus on staying; CSS shows it last. */}
        <Button onClick={() => void watcher.stayLoggedIn()}>{t('shell.session.stayLoggedIn')}</Button>
        <Button variant="secondary" onClick={() => watcher.logOut()}>
          {t('shell.session.logOutNow')}
        </Button>
      </div>
    </Dialog>
  );
}
