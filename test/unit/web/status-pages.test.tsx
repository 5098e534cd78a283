// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IframeNotAllowedPage } from '#web/components/status-pages/iframe-not-allowed-page.tsx';
import { RouteErrorPage } from '#web/components/status-pages/route-error-page.tsx';
import { MaintenanceGate } from '#web/features/maintenance/components/maintenance-gate.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isFramed } from '#web/lib/framing.ts';
import { setUpI18n } from './support.tsx';

beforeAll(setUpI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const failure = new Error('render failed');

function Broken(): never {
  throw failure;
}

function Data() {
  const query = useQuery({
    queryKey: ['data'],
    queryFn: () => Promise.reject(new ApiError(503, 'Service Unavailable')),
    retry: false,
  });
  return <p>{query.isError ? 'data failed' : 'loading data'}</p>;
}

describe('the error page', () => {
  it("shows 'Whoops!' with 'Return to home' and reports the error", async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: "Whoops! Something's gone wrong." })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to home' }).getAttribute('href')).toBe(window.location.origin);
    expect(report).toHaveBeenCalledWith(failure);
    expect(document.title).toBe('Something went wrong | LanePay');
  });
});

describe('the iframe page', () => {
  it('knows when the portal is framed', () => {
    expect(isFramed()).toBe(false);
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    expect(isFramed()).toBe(true);
  });

  it("says 'iframe not allowed' and offers a window of its own", () => {
    render(<IframeNotAllowedPage />);
    expect(screen.getByRole('heading', { name: 'iframe not allowed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open LanePay in its own window' }).getAttribute('target')).toBe('_blank');
  });
});

describe('the maintenance gate', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('checks at start, and again when a call gets a 503', async () => {
    let healthy = true;
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => (healthy ? json({ status: 'ok' }) : json({ status: 'unavailable' }, 503)));
    const client = new QueryClient();
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <MaintenanceGate>
          <p>the app</p>
        </MaintenanceGate>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(client.getQueryData(['health-status'])).toBe('ok'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/core/health/status');
    expect(screen.getByText('the app')).toBeTruthy();

    healthy = false;
    rerender(
      <QueryClientProvider client={client}>
        <MaintenanceGate>
          <p>the app</p>
          <Data />
        </MaintenanceGate>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Maintenance' })).toBeTruthy();
    expect(screen.queryByText('the app')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
