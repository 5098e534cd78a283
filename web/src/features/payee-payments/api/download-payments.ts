import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import { apiDownload } from '../../../lib/api-client.ts';
import type { Query } from '../../../lib/query-string.ts';

/** The list's export (`exportReport`): every payment matching the filters, as an Excel file. */
export function downloadPayments(query: Query): Promise<void> {
  return apiDownload('core', corePaths.payeePayments, query, 'payments.xlsx');
}

export function useDownloadPayments() {
  return useMutation({ mutationFn: downloadPayments });
}
