import { Link, type LinkProps } from 'react-router-dom';
import buttonStyles from './button.module.css';
import styles from './button-link.module.css';

export type ButtonLinkLook = {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'regular' | 'small';
  block?: boolean;
};

/** The classes of a link that looks like a button, for the odd `<a>` that leaves the app. */
export function buttonLinkClassName({ variant = 'primary', size = 'regular', block = false }: ButtonLinkLook = {}) {
  return [
    buttonStyles.button,
    buttonStyles[variant],
    size === 'small' ? buttonStyles.small : '',
    block ? buttonStyles.block : '',
    styles.link,
  ].join(' ');
}

/**
 * Navigation that looks like a button ('New paperwork', 'View'): a link, so it opens in a new tab
 * and reads as a link, with the button's variants and sizes.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'regular',
  block = false,
  className,
  ...rest
}: LinkProps & ButtonLinkLook) {
  return <Link className={`${buttonLinkClassName({ variant, size, block })} ${className ?? ''}`} {...rest} />;
}
