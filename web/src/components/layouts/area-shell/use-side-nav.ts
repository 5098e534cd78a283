import { useCallback, useEffect, useState } from 'react';
import { cookieLifetimeSeconds } from '#shared/constants/cookies.ts';
import { DeviceClass } from '#shared/constants/layout.ts';
import { readCookie, writeCookie } from '#web/lib/cookies.ts';
import { useDeviceClass } from '#web/lib/layout-properties.ts';

/** Cookie remembering that the desktop side navigation was closed (seeds 000 §4, §9). */
export const sideNavCookieName = 'lanepay_side_nav';

export type SideNav = {
  open: boolean;
  /** True when the open navigation floats over the page instead of pushing it (non-desktop). */
  floating: boolean;
  toggle: () => void;
  close: () => void;
};

/**
 * Side navigation state (seeds 000 §4): on desktop it is open unless the user closed it before
 * (remembered for 365 days); elsewhere it starts closed and is never remembered, because there it
 * covers the page and closes on selection, outside click or Esc.
 */
export function useSideNav(): SideNav {
  const device = useDeviceClass();
  const desktop = device === DeviceClass.Desktop;
  const [desktopOpen, setDesktopOpen] = useState(() => readCookie(sideNavCookieName) !== 'closed');
  const [floatingOpen, setFloatingOpen] = useState(false);

  // A change of width tier starts the floating navigation closed again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the device class changed.
  useEffect(() => setFloatingOpen(false), [device]);

  const toggle = useCallback(() => {
    if (!desktop) {
      setFloatingOpen((value) => !value);
      return;
    }
    const next = !desktopOpen;
    writeCookie(sideNavCookieName, next ? 'open' : 'closed', cookieLifetimeSeconds.sidebar);
    setDesktopOpen(next);
  }, [desktop, desktopOpen]);

  const close = useCallback(() => setFloatingOpen(false), []);

  return { open: desktop ? desktopOpen : floatingOpen, floating: !desktop, toggle, close };
}
