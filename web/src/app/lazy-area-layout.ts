import { lazy } from 'react';
import { loadWithRetry } from '../lib/lazy-with-retry.ts';

const loadAreaLayout = () => loadWithRetry(() => import('./area-layout.tsx'));

/** The area frame, loaded with the first area page (its chunk holds the shell and the session monitor). */
export const LazyAreaLayout = lazy(() => loadAreaLayout().then((module) => ({ default: module.AreaLayout })));

/** The in-shell not-found page, from the same chunk. */
export const LazyAreaNotFound = lazy(() => loadAreaLayout().then((module) => ({ default: module.AreaNotFound })));
