import { useTranslation } from 'react-i18next';
import { Theme } from '#shared/enums/theme.ts';
import { type Language, languages } from '#shared/i18n/languages.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { changeLanguage } from '#web/lib/i18n.ts';
import { chooseTheme, useTheme } from '#web/lib/theme.ts';
import { DropdownMenu, MenuGroup, MenuItem, MenuLink, MenuRadioItem, MenuSeparator } from './dropdown-menu.tsx';
import { AccountActionIcon, AccountLinkIcon, ChevronDownIcon, LogOutIcon, SwitchIcon, UserIcon } from './icons.tsx';
import type { AccountAction, AccountLink } from './nav-items.ts';
import styles from './top-bar.module.css';

const themes = [Theme.System, Theme.Light, Theme.Dark] as const;

/** Up to two initials of a name, for the avatar. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export type AccountMenuProps = {
  user: CurrentUser;
  /** The area's profile page; admin has none. */
  profilePath: string | null;
  /** Pages the side navigation does not list (the payee's payors and wallet), for who may open them. */
  links?: readonly AccountLink[];
  /** What the app layer adds (pending invitations). */
  actions?: readonly AccountAction[];
  canSwitchCompany: boolean;
  onSwitchCompany: () => void;
  onLogOut: () => void;
};

/**
 * The account menu (seeds 000 §1, 001 §2): who is signed in, profile (and the area's pages the side
 * navigation leaves out), what the app layer adds (invitations), switch company, theme, language
 * and log out.
 */
export function AccountMenu({
  user,
  profilePath,
  links = [],
  actions = [],
  canSwitchCompany,
  onSwitchCompany,
  onLogOut,
}: AccountMenuProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.language as Language;
  const initials = initialsOf(user.name);

  return (
    <DropdownMenu
      label={t('shell.account.open', { name: user.name })}
      buttonClassName={styles.accountButton}
      panelClassName={styles.accountPanel}
      button={
        <>
          <span className={styles.avatar} aria-hidden="true">
            {initials}
          </span>
          <ChevronDownIcon className={styles.chevron} />
        </>
      }
      header={
        <div className={styles.accountHeader}>
          <span className={`${styles.avatar} ${styles.avatarLarge}`} aria-hidden="true">
            {initials}
          </span>
          <div className={styles.accountWho}>
            <span className={styles.accountName}>{user.name}</span>
            <span className={styles.accountDetail}>{user.email}</span>
            <span className={styles.accountDetail}>{user.company.name}</span>
          </div>
        </div>
      }
    >
      {(close) => (
        <>
          {profilePath ? (
            <MenuLink to={profilePath} icon={<UserIcon />} onClick={close}>
              {t('shell.account.profile')}
            </MenuLink>
          ) : null}
          {links.map((link) => (
            <MenuLink key={link.id} to={link.to} icon={<AccountLinkIcon id={link.id} />} onClick={close}>
              {t(`shell.account.${link.id}`)}
            </MenuLink>
          ))}
          {actions.map((action) => (
            <MenuItem
              key={action.id}
              icon={<AccountActionIcon id={action.id} />}
              onClick={() => {
                close();
                action.onSelect();
              }}
            >
              {action.label}
            </MenuItem>
          ))}
          {canSwitchCompany ? (
            <MenuItem
              icon={<SwitchIcon />}
              onClick={() => {
                close();
                onSwitchCompany();
              }}
            >
              {t('shell.account.switchCompany')}
            </MenuItem>
          ) : null}
          <MenuSeparator />
          <MenuGroup label={t('shell.account.theme')} inline>
            {themes.map((choice) => (
              <MenuRadioItem key={choice} checked={theme === choice} onSelect={() => chooseTheme(choice)}>
                {t(`shell.account.themes.${choice}`)}
              </MenuRadioItem>
            ))}
          </MenuGroup>
          <MenuGroup label={t('shell.account.language')} inline>
            {languages.map((choice) => (
              <MenuRadioItem
                key={choice}
                lang={choice}
                checked={language === choice}
                onSelect={() => void changeLanguage(choice)}
              >
                {t(`shell.account.languages.${choice}`)}
              </MenuRadioItem>
            ))}
          </MenuGroup>
          <MenuSeparator />
          <MenuItem
            icon={<LogOutIcon />}
            onClick={() => {
              close();
              onLogOut();
            }}
          >
            {t('shell.account.logOut')}
          </MenuItem>
        </>
      )}
    </DropdownMenu>
  );
}
