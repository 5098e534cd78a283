import { useMutation } from '@tanstack/react-query';
import { payorStatementCalls } from '#shared/contracts/payor-statements.ts';
import { downloadList } from '#web/lib/api-call.ts';
import type { PayorStatementsCallQuery } from './get-statements.ts';

/** The list's export (`exportReport`): every statement matching the filters, as Excel. */
export function useDownloadStatements() {
  return useMutation({
    mutationFn: (query: PayorStatementsCallQuery) => downloadList(payorStatementCalls.list, query, 'statements.xlsx'),
  });
}
