import { type InputHTMLAttributes, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centsFromDigits } from '#shared/validation/money.ts';
import { centsToDecimal, currencyCode, localeOf } from '../../lib/format.ts';
import fieldStyles from '../ui/text-field.module.css';
import styles from './paperwork.module.css';

/** At most this many digits (99,999,999.99): enough for any freight charge, short of float trouble. */
export const moneyInputMaxDigits = 10;

/**
 * What the money input does with what is typed (seeds 000 §5 "money input in USD (digits read as
 * cents)"): every digit shifts the amount left (1, 2, 3, 4 → 12.34), anything else is ignored,
 * deleting a digit shifts it right, and deleting down to zero leaves no amount (null: a $0.00 charge
 * is no charge, seeds 000 §4). A digit past the longest amount is refused: the amount stays
 * `previous`.
 */
export function centsFromTyped(typed: string, previous: number | null): number | null {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  if (digits === '') return null;
  if (digits.length > moneyInputMaxDigits) return previous;
  return centsFromDigits(digits);
}

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
 * An amount field in the portal's money style: the currency's symbol before the figure, digits
 * typed from the right as cents, the figure grouped and right-aligned in tabular numbers.
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
  const locale = localeOf(i18n.language);
  const { number, symbol } = useMemo(() => {
    const currency = currencyCode(currencyId);
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
    return {
      number: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      symbol: parts.find((part) => part.type === 'currency')?.value ?? currency,
    };
  }, [locale, currencyId]);
  const shownError = error && (touched || forceError) ? error : undefined;
  const describedBy = shownError ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  const display = value === null ? '' : number.format(centsToDecimal(value) as Intl.StringNumericLiteral);

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
          inputMode="numeric"
          autoComplete="off"
          placeholder={number.format(0)}
          value={display}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(centsFromTyped(event.target.value, value))}
          onFocus={(event) => {
            // Digits enter from the right: the caret belongs at the end.
            const input = event.currentTarget;
            requestAnimationFrame(() => input.setSelectionRange(input.value.length, input.value.length));
          }}
          onBlur={(event) => {
            setTouched(true);
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
