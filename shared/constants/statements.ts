/**
 * Statements of a payor's account (seeds 000 §3: statement types). Monthly statements of periods
 * from this date on are MonthlyStatementV2 (line items, totals, and the revenue share and GOTP
 * invoice sections); earlier months keep the first layout, MonthlyStatement (line items and
 * totals). The cut-over is the first month the portal's ledger recorded GOTP fees and revenue share
 * settings per payor, so a V1 statement never leaves out a section it had data for.
 */
export const monthlyStatementV2From = '2026-10-01';

/** A statement's id: its type and the first day of its period, unique within the payor ("5-2026-10-01"). */
export const statementIdPattern = /^[1-5]-\d{4}-\d{2}-\d{2}$/;
