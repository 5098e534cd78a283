import { lazy } from 'react';
import { loadMessages } from '../lib/i18n.ts';
import { loadWithRetry } from '../lib/lazy-with-retry.ts';

/** The frame's code and the words its own parts speak beyond the app's (the invitations' roles). */
const loadAreaLayout = async () => {
  const [module] = await Promise.all([loadWithRetry(() => import('./area-layout.tsx')), loadMessages(['profile'])]);
  return module;
};

/**
 * The area route's `lazy` (router.tsx): the router loads it alongside the page's own chunk, so the
 * frame's code does not wait for the guard to render first.
 */
export async function preloadAreaLayout(): Promise<Record<string, never>> {
  await loadAreaLayout();
  return {};
}

/** The area frame, loaded with the first area page (its chunk holds the shell and the session monitor). */
export const LazyAreaLayout = lazy(() => loadAreaLayout().then((module) => ({ default: module.AreaLayout })));

/** The in-shell not-found page, from the same chunk. */
export const LazyAreaNotFound = lazy(() => loadAreaLayout().then((module) => ({ default: module.AreaNotFound })));
