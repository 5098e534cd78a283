import { useQuery } from '@tanstack/react-query';
import { payorHighwayAlertCalls } from '#shared/contracts/payor-highway-alerts.ts';
import { payorInvoiceUploadCalls } from '#shared/contracts/payor-invoice-uploads.ts';
import { payorInvoiceCalls } from '#shared/contracts/payor-invoices.ts';
import { payorPaymentCalls } from '#shared/contracts/payor-payments.ts';
import { AlertStatus } from '#shared/enums/alert.ts';
import { callApi } from '#web/lib/api-call.ts';

const dashboardKey = ['payor-dashboard'] as const;

/** What waits on the payor's review, payment and holds, per currency. */
export function useInvoiceTotals() {
  return useQuery({
    queryKey: [...dashboardKey, 'invoices'],
    queryFn: ({ signal }) => callApi(payorInvoiceCalls.totals, { query: {} }, { signal }),
  });
}

/** Uploaded batches waiting for release (asked only of users who may open the invoice review). */
export function useBatchesWaiting(enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKey, 'batches'],
    queryFn: ({ signal }) => callApi(payorInvoiceUploadCalls.batches, { query: { pageSize: 1 } }, { signal }),
    enabled,
  });
}

/** Highway alerts still open: active, holding invoices, or expired while holding them. */
export function useOpenAlerts(enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKey, 'alerts'],
    queryFn: ({ signal }) =>
      callApi(
        payorHighwayAlertCalls.list,
        {
          query: {
            status: [AlertStatus.ActiveAlert, AlertStatus.HeldAlert, AlertStatus.HeldExpiredAlert],
            pageSize: 1,
          },
        },
        { signal },
      ),
    enabled,
  });
}

/** Payments made on the payor's behalf that no draft covers yet, and the latest draft. */
export function useFunding() {
  return useQuery({
    queryKey: [...dashboardKey, 'funding'],
    queryFn: async ({ signal }) => {
      const [undrafted, drafts] = await Promise.all([
        callApi(payorPaymentCalls.list, { query: { drafted: false, pageSize: 1 } }, { signal }),
        callApi(payorPaymentCalls.drafts, { query: { pageSize: 1 } }, { signal }),
      ]);
      return { undrafted: undrafted.totals, lastDraft: drafts.items[0] ?? null };
    },
  });
}
