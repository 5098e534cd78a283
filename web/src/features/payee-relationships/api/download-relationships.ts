import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import { apiDownload } from '#web/lib/api-client.ts';
import type { Query } from '#web/lib/query-string.ts';

/** The list's export (`exportReport`): every payor matching the filters, as an Excel file. */
export function downloadRelationships(query: Query): Promise<void> {
  return apiDownload('core', corePaths.payeeRelationships, query, 'payors.xlsx');
}

export function useDownloadRelationships() {
  return useMutation({ mutationFn: downloadRelationships });
}
