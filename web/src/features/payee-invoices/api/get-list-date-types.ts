import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { DateTypes } from '#shared/schemas/payee-invoices.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET payee/invoices_and_credit_notes/date_types`: the date types the combined list filters by. */
export function getListDateTypes(signal?: AbortSignal): Promise<DateTypes> {
  return apiRequest<DateTypes>('core', corePaths.payeeInvoicesAndCreditNotesDateTypes, { signal });
}

export const listDateTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['payee-invoices', 'list-date-types'],
    queryFn: ({ signal }) => getListDateTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useListDateTypes() {
  return useQuery(listDateTypesQueryOptions());
}
