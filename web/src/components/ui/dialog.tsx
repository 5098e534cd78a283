import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Hide the × button (for dialogs that must be answered, like the logout countdown). */
  dismissible?: boolean;
  /** 'wide' for content that needs the room (a document preview). */
  size?: 'regular' | 'wide';
};

/** A modal dialog on the native <dialog> element: focus trapping, Esc and the backdrop come free. */
export function Dialog({ open, title, onClose, children, dismissible = true, size = 'regular' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        {dismissible ? (
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
            ×
          </button>
        ) : null}
      </div>
      {/* Closed dialogs keep no content, so their fields never shadow the page's own. */}
      {open ? <div className={styles.body}>{children}</div> : null}
    </dialog>
  );
}
