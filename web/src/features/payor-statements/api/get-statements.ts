import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorStatementCalls } from '#shared/contracts/payor-statements.ts';
import { callApi } from '#web/lib/api-call.ts';

export type PayorStatementsCallQuery = CallQuery<typeof payorStatementCalls.list>;

export const payorStatementsQueryOptions = (query: PayorStatementsCallQuery) =>
  queryOptions({
    queryKey: ['payor-statements', 'list', query],
    queryFn: ({ signal }) => callApi(payorStatementCalls.list, { query }, { signal }),
  });

/** The list keeps showing the previous page while the next one loads, so paging does not flash. */
export function usePayorStatements(query: PayorStatementsCallQuery, enabled = true) {
  return useQuery({ ...payorStatementsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
