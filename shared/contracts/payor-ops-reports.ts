import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  gotpFeesQuerySchema,
  gotpMonthParamsSchema,
  gotpMonthQuerySchema,
  holdsQuerySchema,
  unreconciledFundsQuerySchema,
} from '../schemas/payor-ops-report-queries.ts';
import {
  gotpFeesPageSchema,
  gotpMonthPageSchema,
  holdsPageSchema,
  unreconciledFundsPageSchema,
} from '../schemas/payor-ops-reports.ts';

/**
 * The payor's operations reports (seeds 001 §2 gotp fees, holds report, unreconciled-funds report),
 * each answering exactly whom its screen opens for (brokers: area-route-access.ts `brokerReports`).
 * A month of another payor's fees is not there: it answers 404 like a month without any.
 */
export const payorOpsReportCalls = {
  gotpFees: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorGotpFees,
    access: access.page('/payor/reports/gotp-fees'),
    query: gotpFeesQuerySchema,
    status: 200,
    response: gotpFeesPageSchema,
  }),
  gotpFeeMonth: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorGotpFeeMonth,
    access: access.page('/payor/reports/gotp-fees'),
    params: gotpMonthParamsSchema,
    query: gotpMonthQuerySchema,
    status: 200,
    response: gotpMonthPageSchema,
  }),
  holds: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorHolds,
    access: access.page('/payor/reports/holds-report'),
    query: holdsQuerySchema,
    status: 200,
    response: holdsPageSchema,
  }),
  unreconciledFunds: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorUnreconciledFunds,
    access: access.page('/payor/reports/unreconciled-funds-report'),
    query: unreconciledFundsQuerySchema,
    status: 200,
    response: unreconciledFundsPageSchema,
  }),
};
