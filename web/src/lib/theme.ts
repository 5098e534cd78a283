import { useSyncExternalStore } from 'react';
import { cookieLifetimeSeconds } from '#shared/constants/cookies.ts';
import { isTheme, Theme } from '#shared/enums/theme.ts';
import { readCookie, writeCookie } from './cookies.ts';

/** Cookie holding the chosen colour theme (seeds 000 §9: preference cookies live 365 days). */
export const themeCookieName = 'lanepay_theme';

const listeners = new Set<() => void>();
let current: Theme = Theme.System;

/** The stored theme; 'system' when none (or an unknown value) is stored. */
export function readStoredTheme(): Theme {
  const stored = readCookie(themeCookieName);
  return isTheme(stored) ? stored : Theme.System;
}

/**
 * Puts a theme on <html>: tokens.css reads `data-theme`, and its absence means "follow the OS".
 * Called at start-up before React renders, so the first paint already has the right colours.
 */
export function applyTheme(theme: Theme): void {
  current = theme;
  if (theme === Theme.System) document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', theme);
  for (const listener of listeners) listener();
}

/** Applies the stored theme; main.tsx calls this first thing. */
export function applyStoredTheme(): void {
  applyTheme(readStoredTheme());
}

/** The account menu's choice: remembered for a year and applied at once. */
export function chooseTheme(theme: Theme): void {
  writeCookie(themeCookieName, theme, cookieLifetimeSeconds.viewPreferences);
  applyTheme(theme);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme in force, re-rendering when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, () => current);
}
