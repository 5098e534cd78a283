// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type SearchParamsUpdate, useLatestSearchParams } from '#web/lib/use-latest-search-params.ts';
import { renderAt } from './support.tsx';

let write: (update: SearchParamsUpdate) => void = () => undefined;
let navigate: NavigateFunction = () => undefined;
let shown = '';

/** A list page's query string: what it renders, its writer, and a way to move as a link does. */
function ListPage() {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  write = (update) => setSearchParams(update, { replace: true });
  navigate = useNavigate();
  shown = `${useLocation().pathname}?${searchParams.toString()}`;
  return null;
}

const open = (url: string) => renderAt(url, <ListPage />);

const merge = (change: Record<string, string>) => (current: URLSearchParams) => {
  for (const [key, value] of Object.entries(change)) current.set(key, value);
  return current;
};

afterEach(cleanup);

describe('useLatestSearchParams', () => {
  it('keeps both of two changes made before the page renders again (a tab, then a filter)', () => {
    open('/payor/settlements?tab=rejected');
    const writeFromFirstRender = write;
    act(() => {
      writeFromFirstRender(merge({ tab: 'all' }));
      // The same writer, from the render before the first change, as a quick second event has it.
      writeFromFirstRender(merge({ payeeId: '7' }));
    });
    expect(shown).toBe('/payor/settlements?tab=all&payeeId=7');
  });

  it('starts from where a link or back went, not from its own older writes', () => {
    open('/payor/invoices?status=5');
    act(() => write(merge({ q: 'LD88' })));
    expect(shown).toBe('/payor/invoices?status=5&q=LD88');
    act(() => {
      navigate('/payor/invoices?status=3');
    });
    act(() => write(merge({ page: '2' })));
    expect(shown).toBe('/payor/invoices?status=3&page=2');
  });

  it('takes a whole query as well as a change, arrays included', () => {
    open('/payor/invoices?status=5');
    act(() => write({ status: ['3', '4'] }));
    expect(shown).toBe('/payor/invoices?status=3&status=4');
    act(() => write(merge({ page: '2' })));
    expect(shown).toBe('/payor/invoices?status=3&status=4&page=2');
  });
});
