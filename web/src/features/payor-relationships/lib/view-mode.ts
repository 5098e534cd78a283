import { useCallback, useState } from 'react';

export type CarriersView = 'list' | 'grid';

const storageKey = (screen: string) => `lanepay.view.${screen}`;

function stored(screen: string): CarriersView | null {
  try {
    const value = window.localStorage.getItem(storageKey(screen));
    return value === 'list' || value === 'grid' ? value : null;
  } catch {
    // Storage refused (private mode, quota): the default view, not a failure.
    return null;
  }
}

/**
 * The list or grid view of a screen, remembered in this browser's local storage under the screen's
 * name (seeds 001 §2: "The relationships list remembers a list or grid view per screen").
 */
export function useViewMode(
  screen: string,
  fallback: CarriersView = 'list',
): [CarriersView, (view: CarriersView) => void] {
  const [view, setView] = useState<CarriersView>(() => stored(screen) ?? fallback);
  const choose = useCallback(
    (next: CarriersView) => {
      setView(next);
      try {
        window.localStorage.setItem(storageKey(screen), next);
      } catch {
        // Not remembered, but chosen for this visit.
      }
    },
    [screen],
  );
  return [view, choose];
}
