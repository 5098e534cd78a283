import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  billingActivityPageSchema,
  billingActivityQuerySchema,
  creditUsagePageSchema,
  creditUsageQuerySchema,
  financialAccountPageSchema,
  financialAccountParamsSchema,
  financialAccountQuerySchema,
} from '../schemas/payor-ledger-reports.ts';

/**
 * The payor's ledger reports (seeds 001 §7, under payor/report/), each allowed exactly to whom its
 * screen is (`brokerReports` in shared/permissions/area-route-access.ts). With `exportReport=true`
 * (and `billing_activity/details` always) the exports API answers with an Excel file
 * (functions/reports/routes/payor-ledger-reports.ts).
 */
export const payorLedgerReportCalls = {
  billingActivity: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorBillingActivity,
    access: access.page('/payor/reports/billing-report'),
    query: billingActivityQuerySchema,
    status: 200,
    response: billingActivityPageSchema,
  }),
  creditUsage: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorCreditUsage,
    access: access.page('/payor/reports/credit-limit-report'),
    query: creditUsageQuerySchema,
    status: 200,
    response: creditUsagePageSchema,
  }),
  /**
   * 11 PurchasedInvoices (credit-limit report), 20 PayorRebate (revenue share), 22 PayorRefunds
   * (invoice refunds); any other id answers 404. Each is allowed to whom its screen is; the three
   * screens share one rule, so the call declares the first.
   */
  financialAccountActivity: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorFinancialAccountActivity,
    access: access.page('/payor/reports/credit-limit-report'),
    params: financialAccountParamsSchema,
    query: financialAccountQuerySchema,
    status: 200,
    response: financialAccountPageSchema,
  }),
};
