// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { renderAt } from './support.tsx';

type TabListState = { tab: string; q: string; page: number; pageSize: number };

const read = (params: URLSearchParams): TabListState => ({
  tab: params.get('tab') ?? 'all',
  q: params.get('q') ?? '',
  page: Number(params.get('page') ?? 1),
  pageSize: Number(params.get('pageSize') ?? 25),
});

const write = (state: TabListState) => {
  const params = new URLSearchParams();
  if (state.tab !== 'all') params.set('tab', state.tab);
  if (state.q) params.set('q', state.q);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== 25) params.set('pageSize', String(state.pageSize));
  return params;
};

let list: ReturnType<typeof useListUrlState<TabListState>>;
let shown = '';

function ListPage() {
  list = useListUrlState(read, write);
  shown = useLocation().search;
  return null;
}

const open = (url: string) => renderAt(url, <ListPage />);

afterEach(cleanup);

describe('useListUrlState', () => {
  it('reads the page’s state and changes a part of it, keeping the rest', () => {
    open('/list?tab=rejected&q=LD88&page=3');
    expect(list.state).toEqual({ tab: 'rejected', q: 'LD88', page: 3, pageSize: 25 });
    act(() => list.update({ q: 'LD8805', page: 1 }));
    expect(shown).toBe('?tab=rejected&q=LD8805');
  });

  it('pages, and a new page size starts again at the first page', () => {
    open('/list?q=LD88');
    act(() => list.onPage(4));
    expect(list.state.page).toBe(4);
    act(() => list.onPageSize(50));
    expect(shown).toBe('?q=LD88&pageSize=50');
  });

  it('resets to the defaults keeping what the page names, and clears everything', () => {
    open('/list?tab=rejected&q=LD88&page=2');
    act(() => list.reset({ tab: list.state.tab }));
    expect(shown).toBe('?tab=rejected');
    act(() => list.clear());
    expect(shown).toBe('');
  });
});
