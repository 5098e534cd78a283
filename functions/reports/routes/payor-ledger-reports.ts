import { corePaths } from '#shared/api/paths.ts';
import { FinancialAccountReportType } from '#shared/enums/statement-type.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  billingActivityQuerySchema,
  creditUsageQuerySchema,
  financialAccountParamsSchema,
  financialAccountQuerySchema,
} from '#shared/schemas/payor-ledger-reports.ts';
import {
  billingDetails,
  billingDrafts,
  creditUsagePage,
  purchasedInvoices,
  refundedInvoices,
  revenueShare,
} from '../../services/payor-ledger-reports.ts';
import { everyRow, type ReportSheet, reportFile, reportFileRouter } from './report-file.ts';

const billingPage = access.page('/payor/reports/billing-report');
const creditPage = access.page('/payor/reports/credit-limit-report');

/**
 * The payor's ledger reports as Excel workbooks (the screens' exports, `exportReport=true`, and
 * `billing_activity/details`, always a file): the same services as the JSON calls, every row.
 */
export const payorLedgerReportFileRoutes = reportFileRouter([
  reportFile({
    path: corePaths.payorBillingActivity,
    summary: 'The billing report (drafts matching the filters) as an Excel workbook',
    access: billingPage,
    query: billingActivityQuerySchema,
    answer: 'The drafts',
    read: async (payor, query) => (await billingDrafts(payor.id, { ...query, ...everyRow })).rows,
    sheet: {
      words: 'payorLedgerReports',
      report: 'billing',
      name: 'billing-report',
      columns: [
        { key: 'draftDate', kind: 'date', cell: (d) => d.draftDate },
        { key: 'draft', kind: 'text', width: 24, cell: (d) => d.id },
        { key: 'fundingAccount', kind: 'text', cell: (d) => d.fundingAccount },
        { key: 'payments', kind: 'count', cell: (d) => d.paymentCount },
        { key: 'invoices', kind: 'count', cell: (d) => d.invoiceCount },
        { key: 'gross', kind: 'money', width: 15, cell: (d) => d.grossCents },
        { key: 'creditNotes', kind: 'money', width: 15, cell: (d) => -d.creditNoteCents },
        { key: 'amount', kind: 'money', cell: (d) => d.amountCents },
      ],
    },
  }),
  reportFile({
    path: corePaths.payorBillingActivityDetails,
    summary: 'Billing details: every invoice (and credit note repaid) of the drafts matching the filters',
    description: 'Always a file (seeds 001 §7: a blob); each draft’s lines add up to its amount drafted.',
    access: billingPage,
    query: billingActivityQuerySchema,
    answer: 'The drafts’ lines',
    read: async (payor, query) => (await billingDetails(payor.id, { ...query, ...everyRow })).lines,
    sheet: {
      words: 'payorLedgerReports',
      report: 'billingDetails',
      name: 'billing-details',
      columns: [
        { key: 'draftDate', kind: 'date', cell: (l) => l.draftDate },
        { key: 'draft', kind: 'text', width: 24, cell: (l) => l.draftId },
        { key: 'payment', kind: 'text', width: 16, cell: (l) => l.paymentCode },
        { key: 'paidDate', kind: 'date', cell: (l) => l.paidDate },
        { key: 'carrier', kind: 'text', cell: (l) => l.carrierName },
        { key: 'line', kind: 'text', width: 18, cell: (l) => ({ message: `report.labels.${l.kind}` }) },
        { key: 'reference', kind: 'text', width: 18, cell: (l) => l.reference },
        { key: 'loadNumber', kind: 'text', width: 16, cell: (l) => l.loadNumber },
        { key: 'lineAmount', kind: 'money', width: 15, cell: (l) => l.amountCents },
      ],
    },
  }),
  reportFile({
    path: corePaths.payorCreditUsage,
    summary: 'The credit-limit report’s usage per day as an Excel workbook',
    access: creditPage,
    query: creditUsageQuerySchema,
    answer: 'Usage per day',
    read: async (payor, query) => {
      const page = await creditUsagePage(payor.id, { ...query, ...everyRow });
      return { rows: page.items, range: { startDate: page.startDate, endDate: page.endDate } };
    },
    sheet: {
      words: 'payorLedgerReports',
      report: 'creditUsage',
      name: 'credit-usage',
      columns: [
        { key: 'date', kind: 'date', cell: (d) => d.date },
        { key: 'limit', kind: 'balance', cell: (d) => d.limitCents },
        { key: 'approvedUnfunded', kind: 'balance', width: 20, cell: (d) => d.approvedUnfundedCents },
        { key: 'advancedUnfunded', kind: 'balance', width: 24, cell: (d) => d.advancedUnfundedCents },
        { key: 'used', kind: 'balance', cell: (d) => d.usedCents },
      ],
    },
  }),
  reportFile({
    path: corePaths.payorFinancialAccountActivity,
    summary: 'Purchased invoices (11) as an Excel workbook',
    description: 'The financial account reports 20 and 22 answer the same path with their own files.',
    access: creditPage,
    query: financialAccountQuerySchema,
    params: financialAccountParamsSchema,
    answer: 'The report’s rows',
    read: async (payor, query, { id }) => {
      const everything = { ...query, ...everyRow };
      switch (id) {
        case FinancialAccountReportType.PurchasedInvoices:
          return (await purchasedInvoices(payor.id, everything)).rows.map((row) => ({ ...row, type: id }));
        case FinancialAccountReportType.PayorRebate:
          return (await revenueShare(payor, everything)).rows.map((row) => ({ ...row, type: id }));
        case FinancialAccountReportType.PayorRefunds:
          return (await refundedInvoices(payor.id, everything)).rows.map((row) => ({ ...row, type: id }));
        default:
          return null;
      }
    },
    sheet: (_query, { id }) => financialAccountSheets[id as keyof typeof financialAccountSheets],
  }),
]);

type FinancialRow =
  | (Awaited<ReturnType<typeof purchasedInvoices>>['rows'][number] & {
      type: typeof FinancialAccountReportType.PurchasedInvoices;
    })
  | (Awaited<ReturnType<typeof revenueShare>>['rows'][number] & { type: typeof FinancialAccountReportType.PayorRebate })
  | (Awaited<ReturnType<typeof refundedInvoices>>['rows'][number] & {
      type: typeof FinancialAccountReportType.PayorRefunds;
    });

/** A cell of one financial account report's rows (the path's id picked them, so the others never come). */
const of =
  <Type extends FinancialRow['type']>(type: Type, cell: (row: Extract<FinancialRow, { type: Type }>) => unknown) =>
  (row: FinancialRow) =>
    (row.type === type ? cell(row as Extract<FinancialRow, { type: Type }>) : null) as string | number | null;

const purchased = FinancialAccountReportType.PurchasedInvoices;
const rebate = FinancialAccountReportType.PayorRebate;
const refunds = FinancialAccountReportType.PayorRefunds;

const financialAccountSheets = {
  [purchased]: {
    words: 'payorLedgerReports',
    report: 'purchasedInvoices',
    name: 'purchased-invoices',
    columns: [
      { key: 'paidDate', kind: 'date', cell: of(purchased, (r) => r.paidDate) },
      { key: 'invoiceNumber', kind: 'text', width: 16, cell: of(purchased, (r) => r.invoiceNumber) },
      { key: 'loadNumber', kind: 'text', width: 16, cell: of(purchased, (r) => r.loadNumber) },
      { key: 'carrier', kind: 'text', cell: of(purchased, (r) => r.carrierName) },
      { key: 'payment', kind: 'text', width: 16, cell: of(purchased, (r) => r.paymentCode) },
      { key: 'gross', kind: 'money', width: 15, cell: of(purchased, (r) => r.grossCents) },
      { key: 'fee', kind: 'money', width: 14, cell: of(purchased, (r) => r.feeCents) },
      { key: 'advanced', kind: 'money', width: 18, cell: of(purchased, (r) => r.advancedCents) },
      { key: 'funded', kind: 'date', width: 16, cell: of(purchased, (r) => r.draftDate) },
    ],
  },
  [rebate]: {
    words: 'payorLedgerReports',
    report: 'revenueShare',
    name: 'revenue-share',
    columns: [
      { key: 'periodStart', kind: 'date', cell: of(rebate, (p) => p.startDate) },
      { key: 'periodEnd', kind: 'date', cell: of(rebate, (p) => p.endDate) },
      { key: 'invoices', kind: 'count', cell: of(rebate, (p) => p.invoiceCount) },
      { key: 'fee', kind: 'money', width: 15, cell: of(rebate, (p) => p.feeCents) },
      { key: 'threshold', kind: 'balance', width: 14, cell: of(rebate, (p) => p.thresholdCents) },
      { key: 'eligibleFees', kind: 'money', width: 18, cell: of(rebate, (p) => p.eligibleFeeCents) },
      { key: 'share', kind: 'money', width: 15, cell: of(rebate, (p) => p.shareCents) },
    ],
  },
  [refunds]: {
    words: 'payorLedgerReports',
    report: 'refunds',
    name: 'invoice-refunds',
    columns: [
      { key: 'refundDate', kind: 'date', cell: of(refunds, (r) => r.refundDate) },
      { key: 'invoiceNumber', kind: 'text', width: 16, cell: of(refunds, (r) => r.invoiceNumber) },
      { key: 'loadNumber', kind: 'text', width: 16, cell: of(refunds, (r) => r.loadNumber) },
      { key: 'carrier', kind: 'text', cell: of(refunds, (r) => r.carrierName) },
      { key: 'payment', kind: 'text', width: 16, cell: of(refunds, (r) => r.paymentCode) },
      { key: 'paidDate', kind: 'date', cell: of(refunds, (r) => r.paidDate) },
      { key: 'gross', kind: 'money', width: 15, cell: of(refunds, (r) => r.grossCents) },
      { key: 'feeRefund', kind: 'money', width: 18, cell: of(refunds, (r) => r.feeRefundCents) },
      { key: 'reason', kind: 'text', width: 36, cell: of(refunds, (r) => r.reason) },
      { key: 'refundedBy', kind: 'text', width: 20, cell: of(refunds, (r) => r.refundedBy) },
    ],
  },
} as const satisfies Record<number, ReportSheet<'payorLedgerReports', FinancialRow>>;
