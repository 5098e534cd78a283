import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import styles from './checkbox.module.css';

export const Checkbox = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: string }>(
  function Checkbox({ label, id, ...rest }, ref) {
    const generated = useId();
    const inputId = id ?? generated;
    return (
      <label className={styles.checkbox} htmlFor={inputId}>
        <input ref={ref} id={inputId} type="checkbox" {...rest} />
        <span>{label}</span>
      </label>
    );
  },
);
