import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'regular' | 'small' | 'tiny';
  block?: boolean;
  /** Disables the button and shows `busyLabel` while an action runs. */
  busy?: boolean;
  busyLabel?: string;
};

export function Button({
  variant = 'primary',
  size = 'regular',
  block = false,
  busy = false,
  busyLabel,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    size !== 'regular' ? styles[size] : '',
    block ? styles.block : '',
    className ?? '',
  ].join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
