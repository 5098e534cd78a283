import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { PromotionalCampaigns } from '#shared/schemas/payee-dashboard.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET payee/promotional_campaigns` (PayeeAdmin and PayeeBilling only, seeds 000 §6). */
export function getPromotionalCampaigns(signal?: AbortSignal): Promise<PromotionalCampaigns> {
  return apiRequest<PromotionalCampaigns>('core', corePaths.payeePromotionalCampaigns, { signal });
}

export const promotionalCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: ['payee-dashboard', 'campaigns'],
    queryFn: ({ signal }) => getPromotionalCampaigns(signal),
    // Elections and claims made on other screens change it: read again whenever the dashboard opens.
    staleTime: 0,
  });

export function usePromotionalCampaigns(enabled: boolean) {
  return useQuery({ ...promotionalCampaignsQueryOptions(), enabled });
}
