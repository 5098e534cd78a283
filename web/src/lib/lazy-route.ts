import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PortalNamespace } from '#shared/i18n/bundles/portal-namespaces.ts';
import { loadMessages } from './i18n.ts';
import { loadWithRetry } from './lazy-with-retry.ts';

/**
 * A route's component from a lazily loaded module (seeds 000 §8: retried twice, then a reload),
 * so each page's code loads when it is visited and stays out of the login page's JavaScript; the
 * portal namespaces the page speaks from load alongside it (the app's own are always there).
 */
export function lazyComponent<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly PortalNamespace[] = [],
): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([loadWithRetry(load), loadMessages(namespaces)]);
    return { Component: pick(module) };
  };
}
