import { useMutation } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import { exportFile } from '#web/lib/api-call.ts';
import type { BillingActivityCallQuery } from './get-billing-activity.ts';

/** `GET payor/report/billing_activity/details`: every invoice of the matching drafts, as an Excel file. */
export function useDownloadBillingDetails() {
  return useMutation({
    mutationFn: (query: BillingActivityCallQuery) =>
      exportFile('core', corePaths.payorBillingActivityDetails, query, 'billing-details.xlsx'),
  });
}
