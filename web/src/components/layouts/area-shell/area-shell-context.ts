import { createContext, useContext } from 'react';
import type { Area } from '#shared/enums/company-type.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { NavItem } from './nav-items.ts';

export type AreaShellValue = {
  area: Area;
  user: CurrentUser;
  /** The area's navigation, as the side nav shows it. */
  navItems: NavItem[];
  /** The area's landing page. */
  home: string;
  /** Closes the side navigation when it floats over the page (non-desktop, seeds 000 §2.7). */
  closeNavIfFloating: () => void;
  /** Reads the signed-in user again (after a change the current user reflects, e.g. a bank account's status). */
  refreshUser: () => Promise<void>;
};

export const AreaShellContext = createContext<AreaShellValue | null>(null);

/** The shell around the page, or null outside an area (public pages, status pages). */
export function useOptionalAreaShell(): AreaShellValue | null {
  return useContext(AreaShellContext);
}

/** The shell around the page; area pages only. */
export function useAreaShell(): AreaShellValue {
  const value = useContext(AreaShellContext);
  if (!value) throw new Error('useAreaShell outside an area shell');
  return value;
}
