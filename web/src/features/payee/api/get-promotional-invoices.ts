import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payeePromotionalCampaignCalls } from '#shared/contracts/payee-promotional-campaigns.ts';
import { callApi } from '#web/lib/api-call.ts';

type PromotionalInvoicesPage = { page: number; pageSize: number };

/** `GET payee/promotional_campaigns/promotional_invoices`: one page, newest first. */
export const promotionalInvoicesQueryOptions = (page: PromotionalInvoicesPage) =>
  queryOptions({
    queryKey: ['payee-dashboard', 'promotional-invoices', page.page, page.pageSize],
    queryFn: ({ signal }) => callApi(payeePromotionalCampaignCalls.invoices, { query: page }, { signal }),
    // Elections and claims made on other screens change it: read again whenever the dashboard opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function usePromotionalInvoices(page: PromotionalInvoicesPage, enabled: boolean) {
  return useQuery({ ...promotionalInvoicesQueryOptions(page), enabled });
}
