import { type InputHTMLAttributes, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyCode, localeOf } from '#web/lib/format.ts';
import {
  emptyEntry,
  entryCents,
  entryFromCents,
  formatEntry,
  type MoneyEntry,
  nextEntry,
  readAmount,
  separatorsOf,
  settledEntry,
} from '#web/lib/money-entry.ts';
import fieldStyles from '../ui/text-field.module.css';
import styles from './paperwork.module.css';

export type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  label: string;
  /** Integer cents; null shows an empty field. */
  value: number | null;
  onChange: (cents: number | null) => void;
  currencyId: number;
  /** The message to show (already translated); shown after the field is left, or at once with `forceError`. */
  error?: string | undefined;
  forceError?: boolean;
  hint?: string;
  /** Keep the label for screen readers only (a table row labels it already). */
  hideLabel?: boolean;
};

/**
 * An amount field in the portal's money style: the currency's symbol before the figure, the figure
 * grouped and right-aligned in tabular numbers as it is typed. Digits fill from the cents side
 * (seeds 000 §5: 7, 5, 5, 0 → 75.50); a typed decimal point makes the digits before it whole units
 * (7, 5, '.', 5 → 75.50); a pasted amount is read as written ('1,234.56'). See lib/money-entry.ts.
 */
export function MoneyInput({
  label,
  value,
  onChange,
  currencyId,
  error,
  forceError = false,
  hint,
  hideLabel = false,
  id,
  className,
  onBlur,
  ...rest
}: MoneyInputProps) {
  const { i18n } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const [touched, setTouched] = useState(false);
  const [typing, setTyping] = useState<MoneyEntry>(emptyEntry);
  const locale = localeOf(i18n.language);
  const { symbol, separators, zero } = useMemo(() => {
    const currency = currencyCode(currencyId);
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
    const separators = separatorsOf(locale);
    return {
      symbol: parts.find((part) => part.type === 'currency')?.value ?? currency,
      separators,
      zero: formatEntry({ digits: '0', point: null }, separators),
    };
  }, [locale, currencyId]);
  // What is being typed, while it still stands for the value; a value set from outside (a saved
  // charge, a reset) shows as its amount.
  const entry = entryCents(typing) === value ? typing : entryFromCents(value);
  const display = formatEntry(entry, separators);
  const shownError = error && (touched || forceError) ? error : undefined;
  const describedBy = shownError ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;

  const enter = (next: MoneyEntry) => {
    setTyping(next);
    onChange(entryCents(next));
  };

  return (
    <div className={`${fieldStyles.field} ${className ?? ''}`}>
      <label className={hideLabel ? 'visually-hidden' : fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={`${styles.money} ${shownError ? styles.moneyInvalid : ''}`}>
        <span className={styles.moneySymbol} aria-hidden="true">
          {symbol}
        </span>
        <input
          id={inputId}
          className={styles.moneyInput}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={zero}
          value={display}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const input = event.currentTarget;
            enter(nextEntry(entry, display, input.value, separators, input.selectionStart ?? input.value.length));
          }}
          onPaste={(event) => {
            // A paste over the whole figure (or into an empty field) is an amount as written; a
            // paste inside the figure is an edit like any other (onChange).
            const input = event.currentTarget;
            if (input.selectionStart !== 0 || input.selectionEnd !== input.value.length) return;
            event.preventDefault();
            const pasted = readAmount(event.clipboardData.getData('text'), separators);
            if (pasted) enter(pasted);
          }}
          // Typing goes on at the end of the figure: a caret a click placed belongs there. Focusing
          // moves nothing: a selection made then (all of the figure, to replace it) must stand.
          onClick={(event) => caretToEnd(event.currentTarget)}
          onBlur={(event) => {
            setTouched(true);
            // Left, the figure shows in full: '75.' becomes '75.00'.
            setTyping(settledEntry(entry));
            onBlur?.(event);
          }}
          {...rest}
        />
      </div>
      {shownError ? (
        <span id={`${inputId}-error`} className={fieldStyles.error} role="alert">
          {shownError}
        </span>
      ) : hint ? (
        <span id={`${inputId}-hint`} className={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** Moves a caret (not a selection) to the end of the field's text. */
function caretToEnd(input: HTMLInputElement): void {
  if (input.selectionStart !== input.selectionEnd) return;
  input.setSelectionRange(input.value.length, input.value.length);
}
