import { type ComponentProps, createElement, lazy, useState } from 'react';
import { loadMessages } from '../lib/i18n.ts';
import { loadWithRetry } from '../lib/lazy-with-retry.ts';

type AreaLayoutModule = typeof import('./area-layout.tsx');

/** The frame's module once it has arrived: from then on it renders at once, without suspending. */
let loaded: AreaLayoutModule | null = null;

/** The frame's code and the words its own parts speak beyond the app's (the invitations' roles). */
const loadAreaLayout = async () => {
  const [module] = await Promise.all([loadWithRetry(() => import('./area-layout.tsx')), loadMessages(['profile'])]);
  loaded = module;
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

const SuspendingAreaLayout = lazy(() => loadAreaLayout().then((module) => ({ default: module.AreaLayout })));
const SuspendingAreaNotFound = lazy(() => loadAreaLayout().then((module) => ({ default: module.AreaNotFound })));

/**
 * The area frame (its chunk holds the shell and the session monitor). Inside an area route the
 * router has loaded it before rendering (`preloadAreaLayout`), so it renders at once: a React.lazy
 * component would suspend once even then, show its fallback and reveal the page only after React's
 * fallback throttle (300 ms). Elsewhere it suspends until its code arrives. Chosen once per mount,
 * so the frame is never remounted.
 */
export function LazyAreaLayout(props: ComponentProps<AreaLayoutModule['AreaLayout']>) {
  const [Frame] = useState(() => loaded?.AreaLayout ?? SuspendingAreaLayout);
  return createElement(Frame, props);
}

/** The in-shell not-found page, from the same chunk. */
export function LazyAreaNotFound() {
  const [NotFound] = useState(() => loaded?.AreaNotFound ?? SuspendingAreaNotFound);
  return createElement(NotFound);
}
