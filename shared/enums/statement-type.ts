/** Settlement statement type ids (seeds 000 §3, 001 §3). */
export const StatementType = {
  Legacy: 1,
  MonthlyStatement: 2,
  RefundStatement: 3,
  WeeklyStatement: 4,
  MonthlyStatementV2: 5,
} as const;
export type StatementType = (typeof StatementType)[keyof typeof StatementType];

/** Statement types the payor "previous settlements" report lists (seeds 001 §2). */
export const previousSettlementStatementTypes = [
  StatementType.Legacy,
  StatementType.MonthlyStatement,
  StatementType.RefundStatement,
  StatementType.MonthlyStatementV2,
] as const satisfies readonly StatementType[];

/** Statement types the payor "previous weekly settlements" report lists (seeds 001 §2). */
export const previousWeeklySettlementStatementTypes = [
  StatementType.WeeklyStatement,
] as const satisfies readonly StatementType[];

/**
 * Financial account report type ids (seeds 000 §3); the legacy paths
 * /payorreport/financialaccountreport/{id} map 11, 20 and 22 to the credit limit, revenue share
 * and invoice refunds reports (seeds 000 §2.7).
 */
export const FinancialAccountReportType = {
  PurchasedInvoices: 11,
  PayorRebate: 20,
  PayorRefunds: 22,
} as const;
export type FinancialAccountReportType = (typeof FinancialAccountReportType)[keyof typeof FinancialAccountReportType];
