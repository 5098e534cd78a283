import { forwardRef, type InputHTMLAttributes, useId, useState } from 'react';
import styles from './text-field.module.css';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Show the error before the field is left (e.g. after a submit attempt). */
  forceError?: boolean;
};

/** A labelled input whose error shows only after the field has been left (seeds 000 §5). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, forceError = false, className, onBlur, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const [touched, setTouched] = useState(false);
  const shownError = error && (touched || forceError) ? error : undefined;
  const describedBy = shownError ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={`${styles.input} ${shownError ? styles.invalid : ''}`}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        onBlur={(event) => {
          setTouched(true);
          onBlur?.(event);
        }}
        {...rest}
      />
      {shownError ? (
        <span id={`${inputId}-error`} className={styles.error} role="alert">
          {shownError}
        </span>
      ) : hint ? (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
});
