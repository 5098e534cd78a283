import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cookieLifetimeSeconds } from '#shared/constants/cookies.ts';
import { readCookie, writeCookie } from '#web/lib/cookies.ts';
import { Button } from '../ui/button.tsx';
import styles from './cookie-consent-banner.module.css';

/** The cookie-permission flag (seeds 000 §3 auth state, §9: kept 365 days): 'true' or 'false'. */
export const allowCookiesCookieName = 'lanepay_allow_cookies';

/** The stored answer: true (all cookies), false (essential only) or null (not asked yet). */
export function readCookieConsent(): boolean | null {
  const stored = readCookie(allowCookiesCookieName);
  return stored === 'true' ? true : stored === 'false' ? false : null;
}

/**
 * The cookie consent banner (seeds 000 §1): shown until the user answers, and the answer is
 * remembered for a year. Either answer keeps the essential cookies (session, preferences).
 */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  const [answered, setAnswered] = useState(() => readCookieConsent() !== null);
  if (answered) return null;

  function answer(allow: boolean) {
    writeCookie(allowCookiesCookieName, String(allow), cookieLifetimeSeconds.allowCookies);
    setAnswered(true);
  }

  return (
    <section className={styles.banner} aria-label={t('common.cookies.label')}>
      <p className={styles.message}>{t('common.cookies.message')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={() => answer(false)}>
          {t('common.cookies.essentialOnly')}
        </Button>
        <Button size="small" onClick={() => answer(true)}>
          {t('common.cookies.accept')}
        </Button>
      </div>
    </section>
  );
}
