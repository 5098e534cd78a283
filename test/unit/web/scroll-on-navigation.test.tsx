// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, NavigationType, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollAfterNavigation, useScrollOnNavigation } from '#web/app/scroll-on-navigation.ts';

describe('scrollAfterNavigation', () => {
  const list = { key: 'a', pathname: '/payee/invoices', hash: '' };
  const saved = new Map([['a', 640]]);

  it('starts another page at the top, pushed or replaced', () => {
    const details = { key: 'b', pathname: '/payee/invoices/7', hash: '' };
    expect(scrollAfterNavigation(list, details, NavigationType.Push, saved)).toBe(0);
    expect(scrollAfterNavigation(list, details, NavigationType.Replace, saved)).toBe(0);
  });

  it('leaves the scroll alone when only the query string changes (filters, paging)', () => {
    const filtered = { key: 'c', pathname: '/payee/invoices', hash: '' };
    expect(scrollAfterNavigation(list, filtered, NavigationType.Push, saved)).toBeNull();
    expect(scrollAfterNavigation(list, filtered, NavigationType.Replace, saved)).toBeNull();
  });

  it('brings back where an entry was on back and forward, and nothing for an entry not seen', () => {
    const details = { key: 'b', pathname: '/payee/invoices/7' };
    expect(scrollAfterNavigation(details, list, NavigationType.Pop, saved)).toBe(640);
    expect(scrollAfterNavigation(details, { ...list, key: 'z' }, NavigationType.Pop, saved)).toBeNull();
  });

  it('does nothing on the first page, on a re-render, or for a link to an anchor', () => {
    expect(scrollAfterNavigation(null, list, NavigationType.Pop, saved)).toBeNull();
    expect(scrollAfterNavigation(list, list, NavigationType.Push, saved)).toBeNull();
    expect(
      scrollAfterNavigation(list, { key: 'd', pathname: '/payee/faq', hash: '#fees' }, NavigationType.Push, saved),
    ).toBeNull();
  });
});

let navigate: NavigateFunction = () => undefined;

/** The hook where the app has it, and a way to navigate as links do. */
function Harness() {
  useScrollOnNavigation();
  navigate = useNavigate();
  return null;
}

describe('useScrollOnNavigation', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo');
    render(
      <MemoryRouter initialEntries={['/payee/invoices']}>
        <Harness />
      </MemoryRouter>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'scrollY');
  });

  it('scrolls to the top on arrival at another path, not on a change of the query alone', () => {
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      void navigate('/payee/invoices?page=2');
    });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      void navigate('/payee/invoices/7');
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('returns to where the page was left on back', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 480 });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    act(() => {
      void navigate('/payee/invoices/7');
    });
    act(() => {
      void navigate(-1);
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
  });
});
