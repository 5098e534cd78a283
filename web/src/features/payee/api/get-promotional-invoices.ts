import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { PromotionalInvoicesPage } from '#shared/schemas/payee-dashboard.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET payee/promotional_campaigns/promotional_invoices`: one page, newest first. */
export function getPromotionalInvoices(
  page: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<PromotionalInvoicesPage> {
  return apiRequest<PromotionalInvoicesPage>('core', corePaths.payeePromotionalInvoices, { query: page, signal });
}

export const promotionalInvoicesQueryOptions = (page: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['payee-dashboard', 'promotional-invoices', page.page, page.pageSize],
    queryFn: ({ signal }) => getPromotionalInvoices(page, signal),
    // Elections and claims made on other screens change it: read again whenever the dashboard opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function usePromotionalInvoices(page: { page: number; pageSize: number }, enabled: boolean) {
  return useQuery({ ...promotionalInvoicesQueryOptions(page), enabled });
}
