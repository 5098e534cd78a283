import { queryOptions } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { BankAccountStatusView } from '#shared/schemas/payee-bank-accounts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** One account's review status; the poller asks for several in parallel (seeds 000 §7). */
export function getBankAccountStatus(id: number): Promise<BankAccountStatusView> {
  return apiRequest<BankAccountStatusView>('core', fillPath(corePaths.payeeBankAccountStatus, { id }));
}

export const bankAccountStatusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['payee', 'bank-accounts', id, 'status'],
    queryFn: () => getBankAccountStatus(id),
    staleTime: 0,
    gcTime: 0,
  });
