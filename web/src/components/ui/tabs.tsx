import { type HTMLAttributes, type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

/** The id of a tab of the tab list `tabsId`. */
export const tabIdOf = (tabsId: string, tab: string) => `${tabsId}-tab-${tab}`;
/** The id of the panel a tab of the tab list `tabsId` shows. */
export const panelIdOf = (tabsId: string, tab: string) => `${tabsId}-panel-${tab}`;

export type TabsProps<Tab extends string> = {
  /** The tab list's id (`useId()`), which its tabs' and panel's ids derive from. */
  id: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { id: Tab; label: ReactNode }[];
  selected: Tab;
  onSelect: (tab: Tab) => void;
  /**
   * False while the selected tab's panel is not on the page (a list still loading, failed or
   * empty): the tab then names no panel rather than a missing one.
   */
  hasPanel?: boolean;
  /** The look: `segmented.segmented` / `segmented.option`, or a page's own underlined tabs. */
  className?: string;
  tabClassName?: string;
};

/**
 * A tab list (WAI-ARIA APG tabs pattern, automatic activation): only the selected tab is in the
 * tab sequence (roving tabindex); Left and Right Arrow (wrapping), Home and End move to a tab and
 * select it; each tab names its panel (`aria-controls`), which a `TabPanel` with the same `tabsId`
 * shows and which is labelled by its tab. The panel may be elsewhere on the page (a list page's
 * rows under its filters). `test/unit/web/keyboard/tabs.test.tsx` holds every use to the pattern.
 */
export function Tabs<Tab extends string>({
  id,
  label,
  tabs,
  selected,
  onSelect,
  hasPanel = true,
  className,
  tabClassName,
}: TabsProps<Tab>) {
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());

  // The portal's tab lists wrap where they do not fit (profile.module.css, segmented.module.css), so
  // none scrolls sideways at a phone's width. A list a page does let scroll sideways has its
  // selected tab scrolled into it, so the page says which tab it shows. Sideways only: the page
  // stays put.
  // A list just shown with its first tab selected needs no scrolling: measuring it would force a
  // layout of the whole page in the middle of its first render (~45 ms on this machine, a long
  // task on a phone).
  const shown = useRef(false);
  useEffect(() => {
    const tab = tabRefs.current.get(selected);
    const list = tab?.parentElement;
    const firstShown = !shown.current;
    shown.current = true;
    if (!tab || !list || (firstShown && tab === list.firstElementChild)) return;
    if (list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Alt+Left is the browser's Back; modified arrows are not the tab list's.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const focused = tabs.findIndex((tab) => tabRefs.current.get(tab.id) === event.target);
    const from = focused >= 0 ? focused : tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = from >= last ? 0 : from + 1;
        break;
      case 'ArrowLeft':
        next = from <= 0 ? last : from - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      default:
        return;
    }
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    if (tab.id !== selected) onSelect(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  return (
    <div id={id} className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            id={tabIdOf(id, tab.id)}
            type="button"
            role="tab"
            className={tabClassName}
            aria-selected={isSelected}
            aria-controls={isSelected && !hasPanel ? undefined : panelIdOf(id, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => {
              if (!isSelected) onSelect(tab.id);
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export type TabPanelProps = Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'role'> & {
  /** The id of the `Tabs` this panel belongs to. */
  tabsId: string;
  /** The tab whose content it shows. */
  tab: string;
};

/**
 * The panel of the selected tab: labelled by its tab and in the tab sequence itself (the pattern's
 * advice when a panel may start with text), so Tab from the tab list reaches its content.
 */
export function TabPanel({ tabsId, tab, children, ...rest }: TabPanelProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern puts a tab panel in the tab sequence, so its content is reached even when it starts with text.
    <div tabIndex={0} {...rest} id={panelIdOf(tabsId, tab)} role="tabpanel" aria-labelledby={tabIdOf(tabsId, tab)}>
      {children}
    </div>
  );
}
