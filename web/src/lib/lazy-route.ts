import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadWithRetry } from './lazy-with-retry.ts';

/**
 * A route's component from a lazily loaded module (seeds 000 §8: retried twice, then a reload),
 * so each page's code loads when it is visited and stays out of the login page's JavaScript.
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await loadWithRetry(load)) });
}
