import { useMutation } from '@tanstack/react-query';
import { payeeInvoiceCalls } from '#shared/contracts/payee-invoices.ts';
import { downloadList } from '#web/lib/api-call.ts';
import type { InvoicesCallQuery } from '../lib/list-state.ts';

/** The list's export (`exportReport`): every invoice and credit note matching the filters, as Excel. */
export function useDownloadInvoices() {
  return useMutation({
    mutationFn: (query: InvoicesCallQuery) => downloadList(payeeInvoiceCalls.list, query, 'invoices.xlsx'),
  });
}
