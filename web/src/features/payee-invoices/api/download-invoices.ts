import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import { apiDownload } from '#web/lib/api-client.ts';
import type { Query } from '#web/lib/query-string.ts';

/** The list's export (`exportReport`): every invoice and credit note matching the filters, as Excel. */
export function downloadInvoices(query: Query): Promise<void> {
  return apiDownload('core', corePaths.payeeInvoicesAndCreditNotes, query, 'invoices.xlsx');
}

export function useDownloadInvoices() {
  return useMutation({ mutationFn: downloadInvoices });
}
