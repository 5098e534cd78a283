import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastAutoHideMs } from '#shared/constants/client.ts';
import styles from './toast.module.css';
import { dismissToast, type Toast as ToastData, useToasts } from './toast-store.ts';

function LevelIcon({ level }: { level: ToastData['level'] }) {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" />
      {level === 'success' ? <path d="M6 10.5l2.5 2.5L14 7.5" /> : null}
      {level === 'error' ? <path d="M10 5.5v5.5M10 14v.5" /> : null}
      {level === 'info' ? <path d="M10 9v5.5M10 5.5V6" /> : null}
    </svg>
  );
}

/**
 * One toast (seeds 000 §4, §9): slides in over 300 ms, hides itself after 5 s unless
 * `shouldAutoHide` is false, and can be closed. The timer pauses while the pointer or focus is on
 * the toast so it does not vanish while being read.
 */
export function Toast({ toast }: { toast: ToastData }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toastAutoHideMs);

  useEffect(() => {
    if (!toast.shouldAutoHide || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [toast.id, toast.shouldAutoHide, paused]);

  return (
    <li
      className={`${styles.toast} ${styles[toast.level]}`}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <LevelIcon level={toast.level} />
      {/* The words are the live region: a list item cannot be one itself. */}
      <div className={styles.text} role={toast.level === 'error' ? 'alert' : 'status'}>
        <p className={styles.title}>{toast.title}</p>
        {toast.message ? <p className={styles.message}>{toast.message}</p> : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t('common.toast.close')}
        onClick={() => dismissToast(toast.id)}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" />
        </svg>
      </button>
    </li>
  );
}

/** Where toasts appear: top right (below the top bar in an area), above everything else (z-index notification 200). */
export function ToastViewport() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section className={styles.viewport} aria-label={t('common.toast.region')}>
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
