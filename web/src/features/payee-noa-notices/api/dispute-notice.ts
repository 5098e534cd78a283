import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payeeNoaNoticeCalls } from '#shared/contracts/payee-noa-notices.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaNoticesKey } from './get-notices.ts';

/**
 * `POST payee/noa_notices/{id}/dispute` on the version shown: the notice goes to fraud
 * investigation. Whatever the outcome the notices reload (a refusal means the notice moved on), and
 * so do the invoice lists and the dashboard, whose held figures a dispute changes.
 */
export function useDisputeNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, reason }: { id: number; version: number; reason: string }) =>
      callApi(payeeNoaNoticeCalls.dispute, { params: { id }, body: { reason } }, { ifMatch: version }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: noaNoticesKey }),
        queryClient.invalidateQueries({ queryKey: ['payee-invoices'] }),
        queryClient.invalidateQueries({ queryKey: ['payee-dashboard'] }),
      ]);
    },
  });
}
