// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastAutoHideMs } from '#shared/constants/client.ts';
import enSignIn from '#shared/i18n/bundles/en-sign-in.ts';
import esSignIn from '#shared/i18n/bundles/es-sign-in.ts';
import frSignIn from '#shared/i18n/bundles/fr-sign-in.ts';
import { ToastViewport } from '#web/components/ui/toast.tsx';
import { useApiNoticeToasts } from '#web/components/ui/toast-api-notices.ts';
import { showToast, toastStore } from '#web/components/ui/toast-store.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { setUpI18n } from './support.tsx';

function Harness() {
  useApiNoticeToasts();
  return <ToastViewport />;
}

beforeAll(setUpI18n);

beforeEach(() => {
  vi.useFakeTimers();
  render(<Harness />);
});

afterEach(() => {
  cleanup();
  act(() => toastStore.clear());
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('toasts (seeds 000 §4, §9)', () => {
  it('show a title and message and hide themselves after 5 s', () => {
    act(() => {
      showToast({ level: 'success', title: 'Success', message: 'Password saved!' });
    });
    expect(screen.getByText('Success')).toBeTruthy();
    expect(screen.getByText('Password saved!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(toastAutoHideMs - 1));
    expect(screen.queryByText('Success')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Success')).toBeNull();
  });

  it('stay when shouldAutoHide is false, until closed', () => {
    act(() => {
      showToast({ level: 'info', title: 'Account requires additional verification', shouldAutoHide: false });
    });
    act(() => vi.advanceTimersByTime(toastAutoHideMs * 10));
    expect(screen.getByText('Account requires additional verification')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Account requires additional verification')).toBeNull();
  });

  it('announce errors as alerts and others as status', () => {
    act(() => {
      showToast({ level: 'error', title: 'Error', message: 'Something went wrong.' });
      showToast({ title: 'Note' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');
    expect(screen.getByRole('status').textContent).toContain('Note');
  });

  it('pause the timer while the pointer rests on them', () => {
    act(() => {
      showToast({ title: 'Read me' });
    });
    const toast = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(toastAutoHideMs * 2));
    expect(screen.queryByText('Read me')).not.toBeNull();
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(toastAutoHideMs - 3000));
    expect(screen.queryByText('Read me')).toBeNull();
  });

  it('name their region in words the login page has too (it loads no shell messages)', () => {
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    for (const bundle of [enSignIn, esSignIn, frSignIn]) {
      expect(bundle.common.toast.region).toBeTruthy();
      expect(bundle.common.toast.close).toBeTruthy();
    }
  });

  it("show 'Oops' when an API call gets no answer, once however often it happens", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await act(async () => {
      await apiRequest('core', '/ping').catch(() => null);
      await apiRequest('core', '/ping').catch(() => null);
    });
    expect(screen.getAllByText('Oops')).toHaveLength(1);
    expect(screen.getByText('Looks like something went wrong. Please try that again.')).toBeTruthy();
  });

  it("show 'Heads up' when an API call is still running after 27 s", async () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    void apiRequest('core', '/ping');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(27_000);
    });
    expect(screen.getByText('Heads up')).toBeTruthy();
    expect(screen.getByText("We're working on your request. Please check back later.")).toBeTruthy();
  });
});
