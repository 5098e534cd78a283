import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoaProcessingCalls } from '#shared/contracts/admin-noa-processing.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaProcessingKey } from './get-queues.ts';

export type CarrierNumbers = { mcNumber?: string; dotNumber?: string };

/** `GET admin/noa/matches`: portal carriers holding an MC or DOT number. */
export const carrierMatchesQueryOptions = (numbers: CarrierNumbers) =>
  queryOptions({
    queryKey: [...noaProcessingKey, 'matches', numbers],
    queryFn: ({ signal }) => callApi(adminNoaProcessingCalls.matches, { query: numbers }, { signal }),
  });

export function useCarrierMatches(numbers: CarrierNumbers) {
  return useQuery({ ...carrierMatchesQueryOptions(numbers), enabled: Boolean(numbers.mcNumber || numbers.dotNumber) });
}
