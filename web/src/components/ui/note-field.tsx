import { useId } from 'react';
import styles from './note-field.module.css';
import fieldStyles from './text-field.module.css';

/**
 * A free-text note (a reason given to the other side), with its hint, or its error in place of
 * the hint, tied to the field for screen readers.
 */
export function NoteField({
  label,
  value,
  onChange,
  hint,
  error,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error: string | null;
  maxLength: number;
}) {
  const id = useId();
  const describedBy = `${id}-${error ? 'error' : 'hint'}`;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${styles.textarea} ${error ? styles.invalid : ''}`}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span id={describedBy} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : (
        <span id={describedBy} className={fieldStyles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
