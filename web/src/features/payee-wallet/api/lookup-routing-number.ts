import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import type { RoutingDirectoryEntry } from '#shared/schemas/payee-bank-accounts.ts';
import { isValidRoutingNumber } from '#shared/validation/bank-account.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The routing directory's bank for a routing number; null when it is not listed or the lookup fails. */
export async function lookupRoutingNumber(routingNumber: string): Promise<RoutingDirectoryEntry | null> {
  try {
    return await apiRequest<RoutingDirectoryEntry>(
      'core',
      fillPath(corePaths.payeeBankAccountAba, { id: routingNumber }),
    );
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
