import { useSyncExternalStore } from 'react';

export type ToastLevel = 'success' | 'error' | 'info';

export type ToastInput = {
  title: string;
  message?: string;
  /** Defaults to info (seeds 000 §3, Alert). */
  level?: ToastLevel;
  /** False keeps the toast until it is closed (seeds 000 §4: bank account alerts never hide). */
  shouldAutoHide?: boolean;
  /** A toast with the same key replaces the one showing instead of stacking a duplicate. */
  key?: string;
};

export type Toast = Required<Omit<ToastInput, 'message' | 'key'>> & {
  id: number;
  message: string | undefined;
  key: string | undefined;
};

type Listener = () => void;

/**
 * The toasts on screen, outside React so any code (API notices, mutations) can raise one. The
 * viewport renders them; each toast runs its own auto-hide timer while it is shown.
 */
function createToastStore() {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    show(input: ToastInput): number {
      const toast: Toast = {
        id: nextId++,
        title: input.title,
        message: input.message,
        level: input.level ?? 'info',
        shouldAutoHide: input.shouldAutoHide ?? true,
        key: input.key,
      };
      const rest = input.key === undefined ? toasts : toasts.filter((existing) => existing.key !== input.key);
      toasts = [...rest, toast];
      emit();
      return toast.id;
    },
    dismiss(id: number): void {
      const rest = toasts.filter((toast) => toast.id !== id);
      if (rest.length === toasts.length) return;
      toasts = rest;
      emit();
    },
    clear(): void {
      toasts = [];
      emit();
    },
    list(): readonly Toast[] {
      return toasts;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();

/** Shows a toast; returns its id for `dismissToast`. */
export function showToast(input: ToastInput): number {
  return toastStore.show(input);
}

export function dismissToast(id: number): void {
  toastStore.dismiss(id);
}

/** The toasts currently shown, oldest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.list);
}
