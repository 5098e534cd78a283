import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { SelectCarrierAccept, SelectCarrierAccepted } from '#shared/schemas/payee-dashboard.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { selectCarrierQueryOptions } from './get-select-carrier.ts';

/** `PUT payee/select_carrier`: accept the terms and join (idempotent; PayeeAdmin only). */
export function joinSelectCarrier(body: SelectCarrierAccept): Promise<SelectCarrierAccepted> {
  return apiRequest<SelectCarrierAccepted>('core', corePaths.payeeSelectCarrier, { method: 'PUT', body });
}

/**
 * The answer is the membership: it replaces the cached offer; the dashboard's figures and campaigns
 * reload (the invoices that moved to QuickPay changed their net amounts and the campaigns' steps),
 * and so does every invoice query.
 */
export function useJoinSelectCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinSelectCarrier,
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
