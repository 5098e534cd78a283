import { useMutation } from '@tanstack/react-query';
import { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import { downloadList } from '#web/lib/api-call.ts';
import type { RelationshipsCallQuery } from '../lib/list-state.ts';

/** The list's export (`exportReport`): every payor matching the filters, as an Excel file. */
export function useDownloadRelationships() {
  return useMutation({
    mutationFn: (query: RelationshipsCallQuery) => downloadList(payeeRelationshipCalls.list, query, 'payors.xlsx'),
  });
}
