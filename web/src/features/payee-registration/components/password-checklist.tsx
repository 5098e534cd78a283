import { useTranslation } from 'react-i18next';
import { fieldLimits } from '#shared/constants/limits.ts';
import type { PasswordOptions } from '#shared/validation/password.ts';
import { passwordChecklist } from '../lib/password-checklist.ts';
import styles from './registration.module.css';

/** The password policy's rules, each ticked as the typed password meets it. */
export function PasswordChecklist({ password, options }: { password: string; options: PasswordOptions }) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <span className={styles.muted}>{t('registration.company.passwordRules')}</span>
      <ul className={styles.checklist}>
        {passwordChecklist(password, options).map(({ rule, met }) => (
          <li key={rule} data-met={met}>
            <svg
              className={styles.checkIcon}
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              {met ? <path d="M3.5 8.5l3 3 6-7" /> : <circle cx="8" cy="8" r="5.5" />}
            </svg>
            {t(rule, { minLength: fieldLimits.passwordMinLength })}
          </li>
        ))}
      </ul>
    </div>
  );
}
