import { useBankAccountStatusPolling } from './use-status-polling.ts';

/**
 * Polls the payee's pending bank accounts wherever the user is in the payee area (the app mounts it
 * once inside the shell), so the approved / declined / verification alerts reach them on any page.
 */
export function BankAccountStatusPoller() {
  useBankAccountStatusPolling();
  return null;
}
