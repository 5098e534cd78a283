import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, by the entry's key (kept for this tab's visit). */
const positions = new Map<string, number>();

/**
 * What a navigation from `from` to `to` does to the window's scroll: a new page (another path,
 * pushed or replaced) starts at the top; back and forward go to where that entry was left; a change
 * of the query string alone (filters, paging, tabs) or of the hash leaves the scroll to the page.
 */
export function scrollAfterNavigation(
  from: Pick<Location, 'key' | 'pathname'> | null,
  to: Pick<Location, 'key' | 'pathname' | 'hash'>,
  type: NavigationType,
  saved: ReadonlyMap<string, number>,
): number | null {
  if (!from || from.key === to.key) return null;
  if (type === NavigationType.Pop) return saved.get(to.key) ?? null;
  if (from.pathname === to.pathname || to.hash) return null;
  return 0;
}

/**
 * Scroll on navigation for the whole app (the router is a data router, but its
 * `<ScrollRestoration/>` also scrolls to the top on a change of the query string alone, which
 * would throw a list's reader to the top at each filter). Remembers each history entry's scroll
 * while it shows, resets to the top on arrival at another path and restores on back and forward.
 * Lists that restore their own remembered scroll (`useRememberedScroll`) do so after this runs.
 */
export function useScrollOnNavigation(): void {
  const location = useLocation();
  const type = useNavigationType();
  const current = useRef<Location | null>(null);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    // The browser would restore before the page is rendered; this hook does it after.
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (current.current) positions.set(current.current.key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // A layout effect: the new page is on screen but not yet painted, so it never shows at the old scroll.
  useLayoutEffect(() => {
    // The page being left has its scroll remembered already (the listener): reading it now would
    // read the new page's, clamped to its height.
    const from = current.current;
    current.current = location;
    const top = scrollAfterNavigation(from, location, type, positions);
    if (top !== null) window.scrollTo(0, top);
  }, [location, type]);
}
