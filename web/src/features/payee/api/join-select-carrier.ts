import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallBody } from '#shared/api/contract.ts';
import { payeeDashboardCalls } from '#shared/contracts/payee-dashboard.ts';
import { callApi } from '#web/lib/api-call.ts';
import { selectCarrierQueryOptions } from './get-select-carrier.ts';

/**
 * `PUT payee/select_carrier`: accept the terms and join (idempotent; PayeeAdmin only). The answer
 * is the membership: it replaces the cached offer; the dashboard's figures and campaigns reload
 * (the invoices that moved to QuickPay changed their net amounts and the campaigns' steps), and so
 * does every invoice query.
 */
export function useJoinSelectCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof payeeDashboardCalls.joinSelectCarrier>) =>
      callApi(payeeDashboardCalls.joinSelectCarrier, { body }),
    onSuccess: (accepted) => {
      const { electedInvoiceCount: _count, ...offer } = accepted;
      queryClient.setQueryData(selectCarrierQueryOptions().queryKey, offer);
      // Figures, campaigns (QuickPay elected now) and promotional invoices all follow the elections.
      void queryClient.invalidateQueries({
        queryKey: ['payee-dashboard'],
        predicate: (query) => query.queryKey[1] !== 'select-carrier',
      });
      void queryClient.invalidateQueries({ queryKey: ['payee-invoices'] });
    },
  });
}
