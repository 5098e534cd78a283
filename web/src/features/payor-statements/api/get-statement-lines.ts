import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payorStatementCalls } from '#shared/contracts/payor-statements.ts';
import { callApi } from '#web/lib/api-call.ts';

type Paging = { page: number; pageSize: number };

export const statementLinesQueryOptions = (id: string, query: Paging) =>
  queryOptions({
    queryKey: ['payor-statements', 'lines', id, query],
    queryFn: ({ signal }) => callApi(payorStatementCalls.lineItems, { params: { id }, query }, { signal }),
  });

/** The statement and one page of its line items. */
export function useStatementLines(id: string, query: Paging) {
  return useQuery({ ...statementLinesQueryOptions(id, query), placeholderData: keepPreviousData });
}
