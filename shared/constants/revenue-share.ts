/**
 * The payor's revenue share of QuickPay fees (company settings QuickPayRevenueShareCalculatedWeekly
 * 81689 and QuickPayRevenueShareThreshold 81690): the payor earns this share, in basis points, of
 * the QuickPay fees its carriers paid in a period above the threshold (whole dollars of fees per
 * period, per currency), calculated per week when 81689 is true, otherwise per month. 25% is the
 * broker programme's standard share; a payor's contract states its threshold.
 */
export const quickPayRevenueShareBps = 2500;
