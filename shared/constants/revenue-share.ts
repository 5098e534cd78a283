/**
 * The payor's revenue share of the QuickPay fees its carriers pay (seeds 001 §3: company settings
 * QuickPayRevenueShareCalculatedWeekly 81689 and QuickPayRevenueShareThreshold 81690; financial
 * account report PayorRebate 20 and the statements' revenue share). The seeds name the settings
 * but not the rate. Decided here: the payor earns 25 % of the fees above its threshold in each
 * period (a week from Monday when 81689 is true, otherwise a calendar month), per currency, the
 * broker programme's standard share, leaving LanePay the cost of the early payment. In basis
 * points, like every rate of the portal.
 */
export const quickPayRevenueShareBps = 2500;

/**
 * QuickPayRevenueShareThreshold is a whole number of the period's currency (dollars): the fees of
 * a period up to it earn nothing. Absent or unreadable, the threshold is zero.
 */
export const revenueShareThresholdUnitCents = 100;
