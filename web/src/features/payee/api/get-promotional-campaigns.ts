import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeePromotionalCampaignCalls } from '#shared/contracts/payee-promotional-campaigns.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `GET payee/promotional_campaigns` (PayeeAdmin and PayeeBilling only, seeds 000 §6). */
export const promotionalCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: ['payee-dashboard', 'campaigns'],
    queryFn: ({ signal }) => callApi(payeePromotionalCampaignCalls.list, {}, { signal }),
    // Elections and claims made on other screens change it: read again whenever the dashboard opens.
    staleTime: 0,
  });

export function usePromotionalCampaigns(enabled: boolean) {
  return useQuery({ ...promotionalCampaignsQueryOptions(), enabled });
}
