// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { skeletonListRows } from '#shared/constants/layout.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { Skeleton, type SkeletonKind } from '#web/components/ui/skeleton.tsx';
import { setUpI18n } from './support.tsx';

function renderPage(isLoading: boolean, path = '/invoices') {
  const ui = (loading: boolean) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/invoices"
          element={
            <Page title="Invoices" heading="Invoices" isLoading={loading} skeleton="list">
              <p>the invoices</p>
            </Page>
          }
        />
      </Routes>
    </MemoryRouter>
  );
  const result = render(ui(isLoading));
  return { ...result, setLoading: (loading: boolean) => result.rerender(ui(loading)) };
}

beforeAll(setUpI18n);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Page (seeds 000 §2.7)', () => {
  it("sets the document title to '<page> | LanePay'", () => {
    renderPage(false);
    expect(document.title).toBe('Invoices | LanePay');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeTruthy();
  });

  it('shows a list skeleton of 10 rows while loading', () => {
    const { container } = renderPage(true);
    const skeleton = screen.getByRole('status', { name: 'Loading…' });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('[data-kind="list"] [data-columns]')).toHaveLength(skeletonListRows);
    expect(screen.queryByText('the invoices')).toBeNull();
  });

  it('replaces the skeleton with the content at once when loading ends, the content fading in', () => {
    const { setLoading } = renderPage(true);
    setLoading(false);
    // No moment with both: the skeleton is gone as soon as the content is there.
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    const content = screen.getByText('the invoices').parentElement;
    expect(content?.className).toMatch(/fadeIn/);
  });

  it('does not fade content that was there from the start', () => {
    renderPage(false);
    expect(screen.getByText('the invoices').parentElement?.className).not.toMatch(/fadeIn/);
  });

  it('shows the content without a fade with ?skipAnimation', () => {
    const { setLoading } = renderPage(true, '/invoices?skipAnimation');
    setLoading(false);
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(screen.getByText('the invoices').parentElement?.className).not.toMatch(/fadeIn/);
  });

  it('replaces itself when a restriction applies', () => {
    render(
      <MemoryRouter initialEntries={['/secret']}>
        <Routes>
          <Route path="/secret" element={<Page title="Secret" redirectTo="/elsewhere" />} />
          <Route path="/elsewhere" element={<p>moved on</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('moved on')).toBeTruthy();
  });
});

describe('skeletons', () => {
  const kinds: SkeletonKind[] = [
    'billEdit',
    'check',
    'grid',
    'list',
    'payeeSelectCarrier',
    'payorBill',
    'profile',
    'show',
    'table',
    'userEdit',
  ];
  it.each(kinds)('%s renders as a loading status', (kind) => {
    render(<Skeleton kind={kind} />);
    expect(screen.getByRole('status', { name: 'Loading…' }).getAttribute('data-kind')).toBe(kind);
  });
});

describe('ShowPage', () => {
  it('lays out a title, a main column and an aside', () => {
    render(<ShowPage title="Invoice 42" main={<p>details</p>} aside={<p>history</p>} />);
    expect(screen.getByRole('heading', { name: 'Invoice 42' })).toBeTruthy();
    expect(screen.getByRole('complementary').textContent).toBe('history');
  });
});
