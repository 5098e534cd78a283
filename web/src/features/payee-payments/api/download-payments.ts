import { useMutation } from '@tanstack/react-query';
import { payeePaymentCalls } from '#shared/contracts/payee-payments.ts';
import { downloadList } from '#web/lib/api-call.ts';
import type { PaymentsCallQuery } from '../lib/list-search.ts';

/** The list's export (`exportReport`): every payment matching the filters, as an Excel file. */
export function useDownloadPayments() {
  return useMutation({
    mutationFn: (query: PaymentsCallQuery) => downloadList(payeePaymentCalls.list, query, 'payments.xlsx'),
  });
}
