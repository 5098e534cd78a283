import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '#shared/api/contract.ts';
import { payeeBankAccountCalls } from '#shared/contracts/payee-bank-accounts.ts';
import { isValidRoutingNumber } from '#shared/validation/bank-account-fields.ts';
import { callApi } from '#web/lib/api-call.ts';

/** The routing directory's bank for a routing number; null when it is not listed or the lookup fails. */
export async function lookupRoutingNumber(
  routingNumber: string,
): Promise<CallAnswer<typeof payeeBankAccountCalls.routingNumber> | null> {
  try {
    return await callApi(payeeBankAccountCalls.routingNumber, { params: { id: routingNumber } });
  } catch {
    // Lookup errors are ignored (seeds 000 §7): the form works without the bank's name.
    return null;
  }
}

export const routingNumberQueryOptions = (routingNumber: string) =>
  queryOptions({
    queryKey: ['payee', 'bank-accounts', 'aba', routingNumber],
    queryFn: () => lookupRoutingNumber(routingNumber),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Looks a US routing number up once it is a valid ABA number. */
export function useRoutingNumberLookup(routingNumber: string, enabled: boolean) {
  const value = routingNumber.trim();
  return useQuery({ ...routingNumberQueryOptions(value), enabled: enabled && isValidRoutingNumber(value) });
}
