// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '#web/components/ui/tabs.tsx';

/**
 * A tab list wider than its column scrolls the selected tab into view, and a list shown with its
 * first tab selected is not measured (a measurement mid-render forces a layout of the whole page).
 * happy-dom has no layout: the list's widths and the boxes are given here.
 */
const tabs = ['business', 'users', 'banking', 'documents'].map((id) => ({ id, label: id }));

function overflowingList(measured: string[]) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => {
    measured.push('scrollWidth');
    return 600;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.getAttribute('role') === 'tablist') return DOMRect.fromRect({ x: 0, width: 300, height: 40 });
    const index = tabs.findIndex((tab) => tab.id === this.textContent);
    const scrolled = this.parentElement?.scrollLeft ?? 0;
    return DOMRect.fromRect({ x: index * 150 - scrolled, width: 150, height: 40 });
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Tabs in a list wider than its column', () => {
  it('does not measure a list shown with its first tab selected', () => {
    const measured: string[] = [];
    overflowingList(measured);
    render(<Tabs id="t" label="Profile" tabs={tabs} selected="business" onSelect={() => undefined} />);
    expect(measured).toEqual([]);
    expect(screen.getByRole('tablist').scrollLeft).toBe(0);
  });

  it('scrolls a later selected tab into view when shown, and again when the selection moves', () => {
    const measured: string[] = [];
    overflowingList(measured);
    const view = render(<Tabs id="t" label="Profile" tabs={tabs} selected="documents" onSelect={() => undefined} />);
    // 'documents' spans 450-600 in a 300-wide list: scrolled by 300.
    expect(screen.getByRole('tablist').scrollLeft).toBe(300);
    view.rerender(<Tabs id="t" label="Profile" tabs={tabs} selected="business" onSelect={() => undefined} />);
    expect(screen.getByRole('tablist').scrollLeft).toBe(0);
  });
});
