import { useCallback, useState } from 'react';
import { cookieLifetimeSeconds } from '#shared/constants/cookies.ts';
import { readCookie, writeCookie } from '#web/lib/cookies.ts';

export type ListView = 'list' | 'grid';

const cookieName = (screen: string) => `lanepay_view_${screen}`;

/** The list or grid view of a screen, remembered in a cookie for 365 days (seeds 000 §2.7, §9). */
export function useViewPreference(screen: string, fallback: ListView = 'list'): [ListView, (view: ListView) => void] {
  const [view, setView] = useState<ListView>(() => {
    const stored = readCookie(cookieName(screen));
    return stored === 'list' || stored === 'grid' ? stored : fallback;
  });
  const choose = useCallback(
    (next: ListView) => {
      setView(next);
      writeCookie(cookieName(screen), next, cookieLifetimeSeconds.viewPreferences);
    },
    [screen],
  );
  return [view, choose];
}
