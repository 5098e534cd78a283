import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Remembered query strings and scroll positions per list section (seeds 000 §2.7: payeeInvoices,
 * payeePayments, …). They live in sessionStorage: they matter for this tab's visit only, and they
 * hold filters, never anything secret.
 */
const storageKey = (section: string, kind: 'query' | 'scroll') => `lanepay:list:${section}:${kind}`;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (privacy modes); the list then simply starts fresh.
  }
}

export function rememberedQuery(section: string): string | null {
  return read(storageKey(section, 'query'));
}

export function rememberedScroll(section: string): number {
  const value = Number(read(storageKey(section, 'scroll')));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Keeps a list's query string: arriving without one brings back the one last used (replacing the
 * history entry), and the query is remembered as it changes. While it is being brought back,
 * `restoring` is true and the list should not load.
 */
export function useRememberedQuery(section: string): { restoring: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const remembered = useRef(rememberedQuery(section));
  const restoring = location.search === '' && Boolean(remembered.current) && remembered.current !== '?';

  useLayoutEffect(() => {
    if (restoring && remembered.current) {
      navigate({ pathname: location.pathname, search: remembered.current }, { replace: true });
    }
  }, [restoring, navigate, location.pathname]);

  useEffect(() => {
    if (restoring) return;
    write(storageKey(section, 'query'), location.search || '?');
    // Only the arrival restores: clearing the filters later must leave them cleared.
    remembered.current = null;
  }, [section, location.search, restoring]);

  return { restoring };
}

/**
 * Keeps a list's scroll position: remembered while scrolling, restored once the list's rows are on
 * screen (`ready`), so coming back from a record lands where the user left.
 */
export function useRememberedScroll(section: string, ready: boolean): void {
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const y = rememberedScroll(section);
    if (y > 0) window.scrollTo({ top: y });
  }, [ready, section]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (restored.current) write(storageKey(section, 'scroll'), String(Math.round(window.scrollY)));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [section]);
}
