import { corePaths } from '#shared/api/paths.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  carrierFileQuerySchema,
  gotpFeesQuerySchema,
  gotpMonthParamsSchema,
  gotpMonthQuerySchema,
  holdsQuerySchema,
  relationship1099QuerySchema,
  unreconciledFundsQuerySchema,
} from '#shared/schemas/payor-ops-report-queries.ts';
import { carrier1099Rows, discoveryRows, termsRows } from '../../services/payor-carrier-files.ts';
import {
  gotpMonthPage,
  matchingGotpMonths,
  matchingHolds,
  matchingReceipts,
} from '../../services/payor-ops-reports.ts';
import { everyRow, reportFile, reportFileRouter } from './report-file.ts';

const relationshipsPage = access.page('/payor/relationships');
const gotpPage = access.page('/payor/reports/gotp-fees');
const yesNo = (value: boolean) => ({ message: value ? 'yes' : 'no' });

/**
 * The payor's operations reports as Excel files (`exportReport=true` on the screens' calls, a GOTP
 * month's invoices included), and the files the Carriers list offers: 1099 totals and the Select
 * Carrier discovery (always files, exportOnlyPaths) and the carrier terms
 * (`payor/report/terms?exportReport=true`; the JSON terms are the profile's). The carrier files
 * answer whom the Carriers list opens for: shippers issue 1099s too.
 */
export const payorOpsReportFileRoutes = reportFileRouter([
  reportFile({
    path: corePaths.payorGotpFees,
    summary: 'The GOTP fees by month matching the report’s filters, as an Excel workbook',
    access: gotpPage,
    query: gotpFeesQuerySchema,
    answer: 'The months (no paging)',
    read: (payor, query) => matchingGotpMonths(payor.id, query),
    sheet: {
      words: 'opsReports',
      report: 'gotpFees',
      name: 'gotp-fees',
      columns: [
        { key: 'month', kind: 'text', cell: (row) => row.month },
        { key: 'invoices', kind: 'count', cell: (row) => row.invoiceCount },
        { key: 'gross', kind: 'money', cell: (row) => row.grossCents },
        { key: 'fee', kind: 'money', cell: (row) => row.feeCents },
      ],
    },
  }),
  reportFile({
    path: corePaths.payorGotpFeeMonth,
    summary: 'The invoices behind one month’s GOTP fees (the month as YYYY-MM), as an Excel workbook',
    access: gotpPage,
    query: gotpMonthQuerySchema,
    params: gotpMonthParamsSchema,
    answer: 'The month’s invoices (no paging)',
    read: async (payor, query, { id }) => (await gotpMonthPage(payor.id, id, { ...query, ...everyRow }))?.items ?? null,
    sheet: (_query, { id }) => ({
      words: 'opsReports',
      report: 'gotpMonth',
      name: `gotp-fees-${id}`,
      titleParams: { month: id },
      columns: [
        { key: 'invoice', kind: 'text', cell: (invoice) => invoice.invoiceNumber },
        { key: 'load', kind: 'text', cell: (invoice) => invoice.loadNumber },
        { key: 'carrier', kind: 'text', cell: (invoice) => invoice.carrierName },
        { key: 'paidDate', kind: 'date', cell: (invoice) => invoice.paidDate },
        { key: 'gross', kind: 'money', cell: (invoice) => invoice.grossCents },
        { key: 'feeRate', kind: 'percent', cell: (invoice) => invoice.feeBps / 100 },
        { key: 'fee', kind: 'money', cell: (invoice) => invoice.feeCents },
      ],
    }),
    dated: false,
  }),
  reportFile({
    path: corePaths.payorHolds,
    summary: 'The held invoices matching the report’s filters, as an Excel workbook',
    access: access.page('/payor/reports/holds-report'),
    query: holdsQuerySchema,
    answer: 'The holds (no paging)',
    read: (payor, query) => matchingHolds(payor.id, query),
    sheet: {
      words: 'opsReports',
      report: 'holds',
      name: 'holds',
      columns: [
        { key: 'invoice', kind: 'text', cell: (hold) => hold.invoiceNumber },
        { key: 'load', kind: 'text', cell: (hold) => hold.loadNumber },
        { key: 'carrier', kind: 'text', cell: (hold) => hold.carrierName },
        { key: 'reason', kind: 'text', cell: (hold) => ({ message: `holdReasons.${hold.holdReasonId ?? 0}` }) },
        { key: 'heldOn', kind: 'date', cell: (hold) => hold.heldDate },
        { key: 'heldBy', kind: 'text', cell: (hold) => hold.heldByName },
        { key: 'age', kind: 'number', cell: (hold) => hold.ageDays },
        { key: 'ageBucket', kind: 'text', cell: (hold) => ({ message: `ageBuckets.${hold.ageBucket}` }) },
        { key: 'note', kind: 'text', cell: (hold) => hold.note },
        { key: 'gross', kind: 'money', cell: (hold) => hold.grossCents },
      ],
    },
  }),
  reportFile({
    path: corePaths.payorUnreconciledFunds,
    summary: 'The funds receipts matching the report’s filters, with their candidate invoices, as an Excel workbook',
    access: access.page('/payor/reports/unreconciled-funds-report'),
    query: unreconciledFundsQuerySchema,
    answer: 'The receipts (no paging)',
    read: (payor, query) => matchingReceipts(payor.id, query),
    sheet: {
      words: 'opsReports',
      report: 'funds',
      name: 'unreconciled-funds',
      columns: [
        { key: 'reference', kind: 'text', cell: (receipt) => receipt.reference },
        { key: 'received', kind: 'date', cell: (receipt) => receipt.receivedDate },
        { key: 'state', kind: 'text', cell: (receipt) => ({ message: `states.${receipt.state}` }) },
        {
          key: 'couldPay',
          kind: 'text',
          cell: (receipt) =>
            receipt.candidates.length === 0
              ? { message: 'files.matchNone' }
              : receipt.candidates
                  .map((set) => set.invoices.map((invoice) => invoice.invoiceNumber).join(' + '))
                  .join('; '),
        },
        { key: 'amount', kind: 'money', cell: (receipt) => receipt.amountCents },
      ],
    },
  }),
  reportFile({
    path: corePaths.payorRelationship1099,
    summary: 'Per carrier, what the payor paid it in a tax year (the totals a 1099 needs), as an Excel workbook',
    access: relationshipsPage,
    query: relationship1099QuerySchema,
    answer: 'The year’s totals per carrier',
    read: (payor, { year }) => carrier1099Rows(payor.id, year),
    sheet: ({ year }) => ({
      words: 'opsReports',
      report: 'relationship1099',
      name: `relationship-1099-${year}`,
      titleParams: { year },
      columns: [
        { key: 'carrier', kind: 'text', cell: (row) => row.carrierName },
        { key: 'dotNumber', kind: 'text', cell: (row) => row.dotNumber },
        { key: 'mcNumber', kind: 'text', cell: (row) => row.mcNumber },
        { key: 'payments', kind: 'count', cell: (row) => row.paymentCount },
        { key: 'grossPaid', kind: 'money', cell: (row) => row.grossCents },
        { key: 'creditNotes', kind: 'money', cell: (row) => row.creditNoteCents + row.advanceNettedCents },
        { key: 'amountPaid', kind: 'money', cell: (row) => row.amountPaidCents },
        { key: 'fees', kind: 'money', cell: (row) => row.feeCents },
      ],
    }),
    dated: false,
  }),
  reportFile({
    path: corePaths.payorSelectCarrierDiscovery,
    summary:
      'The payor’s carriers: Select Carrier members and whether they would take its QuickPay, as an Excel workbook',
    access: relationshipsPage,
    query: carrierFileQuerySchema,
    answer: 'The carriers',
    read: (payor) => discoveryRows(payor.id),
    sheet: {
      words: 'opsReports',
      report: 'discovery',
      name: 'select-carrier-discovery',
      columns: [
        { key: 'carrier', kind: 'text', cell: (row) => row.carrierName },
        { key: 'member', kind: 'text', cell: (row) => yesNo(row.isMember) },
        { key: 'memberSince', kind: 'date', cell: (row) => row.memberSince },
        {
          key: 'threshold',
          kind: 'percent',
          cell: (row) => (row.thresholdBps === null ? null : row.thresholdBps / 100),
        },
        { key: 'quickPayFee', kind: 'percent', cell: (row) => row.quickPayFeeBps / 100 },
        { key: 'wouldTake', kind: 'text', cell: (row) => yesNo(row.wouldTakeQuickPay) },
        { key: 'openInvoices', kind: 'count', cell: (row) => row.openInvoiceCount },
        { key: 'openAmount', kind: 'money', cell: (row) => row.openCents },
      ],
    },
    dated: false,
  }),
  reportFile({
    path: corePaths.payorTerms,
    summary: 'Each carrier relationship’s term (days, fee) and free QuickPays left, as an Excel workbook',
    access: relationshipsPage,
    query: carrierFileQuerySchema,
    answer: 'The carriers’ terms',
    read: (payor) => termsRows(payor.id),
    sheet: {
      words: 'opsReports',
      report: 'terms',
      name: 'carrier-terms',
      columns: [
        { key: 'carrier', kind: 'text', cell: (row) => row.carrierName },
        { key: 'claimed', kind: 'text', cell: (row) => yesNo(row.isClaimed) },
        { key: 'term', kind: 'text', cell: (row) => ({ message: `paymentTypes.${row.paymentType}` }) },
        { key: 'termDays', kind: 'number', cell: (row) => row.termDays },
        { key: 'feeRate', kind: 'percent', cell: (row) => row.feeBps / 100 },
        { key: 'freeQuickPays', kind: 'count', cell: (row) => row.freeQuickPaysRemaining },
      ],
    },
    dated: false,
  }),
]);
