/**
 * The payor's revenue share of the QuickPay fees its carriers pay (seeds 001 §3: company settings
 * QuickPayRevenueShareCalculatedWeekly 81689 and QuickPayRevenueShareThreshold 81690; financial
 * account report PayorRebate 20). The seeds name the settings but not the rate. Decided here: the
 * payor earns 25 % of the fees above its threshold in each period (a week from Monday, or a
 * calendar month), a quarter being what a broker referral programme typically returns while
 * leaving LanePay the cost of the early payment. In basis points, like every rate of the portal.
 */
export const quickPayRevenueShareBps = 2_500;

/**
 * QuickPayRevenueShareThreshold is a whole number of the period's currency (dollars): the fees of
 * a period up to it earn nothing. Absent or unreadable, the threshold is zero.
 */
export const revenueShareThresholdUnitCents = 100;
