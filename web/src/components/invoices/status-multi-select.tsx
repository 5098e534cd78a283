import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { Button } from '#web/components/ui/button.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import styles from './status-multi-select.module.css';

/** Statuses in the order a carrier thinks of them: under review, approved, paid, then the exceptions. */
const statusOrder: InvoiceStatus[] = [
  InvoiceStatus.Pending,
  InvoiceStatus.Approved,
  InvoiceStatus.Paid,
  InvoiceStatus.Held,
  InvoiceStatus.PendingReissue,
  InvoiceStatus.MissingBank,
  InvoiceStatus.MissingCarrier,
  InvoiceStatus.Removed,
  InvoiceStatus.Refunded,
];

/**
 * The invoice status filter of the carrier's and the payor's lists: a button that opens a list of checkboxes (seeds 000 §2.5 status
 * multi-select). It closes on Esc or a click outside; every tick applies at once.
 */
export function StatusMultiSelect({
  value,
  onChange,
}: {
  value: readonly InvoiceStatus[];
  onChange: (statuses: InvoiceStatus[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const popoverId = useId();
  // A tick shows at once; the filter's own state (the address bar) catches up a moment later, and
  // then takes over again. Without this a quick second tick would read the old value.
  const [ticked, setTicked] = useState<readonly InvoiceStatus[] | null>(null);
  const valueKey = value.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: valueKey stands for value's contents.
  useEffect(() => setTicked(null), [valueKey]);
  const current = ticked ?? value;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const summary =
    current.length === 0
      ? t('invoices.filters.allStatuses')
      : current.length === 1 && current[0] !== undefined
        ? t(`invoices.statuses.${current[0]}`)
        : t('invoices.filters.statusCount', { count: current.length });

  const choose = (next: InvoiceStatus[]) => {
    setTicked(next);
    onChange(next);
  };
  const toggle = (status: InvoiceStatus) =>
    choose(current.includes(status) ? current.filter((s) => s !== status) : [...current, status]);

  return (
    <div className={listPage.control} ref={rootRef}>
      <span className={listPage.label} id={labelId}>
        {t('invoices.filters.status')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={`${listPage.select} ${styles.pickerButton}`}
        aria-labelledby={labelId}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen((was) => !was)}
      >
        {summary}
      </button>
      {open ? (
        <fieldset id={popoverId} className={styles.popover} aria-labelledby={labelId}>
          {statusOrder.map((status) => (
            <label key={status} className={styles.option}>
              <input type="checkbox" checked={current.includes(status)} onChange={() => toggle(status)} />
              {t(`invoices.statuses.${status}`)}
            </label>
          ))}
          {current.length > 0 ? (
            <div className={styles.popoverFooter}>
              <Button variant="ghost" size="tiny" onClick={() => choose([])}>
                {t('invoices.filters.clearStatuses')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
