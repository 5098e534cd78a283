import styles from './wallet.module.css';

/** A small padlock beside the wallet's privacy note (decorative). */
export function LockIcon() {
  return (
    <svg className={styles.lockIcon} viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <rect x="3" y="7" width="10" height="7" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
