import { queryOptions } from '@tanstack/react-query';
import { payeeBankAccountCalls } from '#shared/contracts/payee-bank-accounts.ts';
import { callApi } from '#web/lib/api-call.ts';

/** One account's review status; the poller asks for several in parallel (seeds 000 §7). */
export function getBankAccountStatus(id: number) {
  return callApi(payeeBankAccountCalls.status, { params: { id } });
}

export const bankAccountStatusQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['payee', 'bank-accounts', id, 'status'],
    queryFn: () => getBankAccountStatus(id),
    staleTime: 0,
    gcTime: 0,
  });
