import { CompanySetting, settingAsBoolean, settingAsNumber } from '#shared/enums/company-setting.ts';
import { StatementType } from '#shared/enums/statement-type.ts';
import type { StatementPeriod } from '../domain/statements/periods.ts';
import {
  computeStatement,
  type StatementContent,
  type StatementInputs,
  type StatementInvoice,
  type StatementPayment,
} from '../domain/statements/statement.ts';
import type { CompanyRecord } from '../repositories/companies.ts';
import { listPayorDraftPayments } from '../repositories/drafts.ts';
import { getPaymentInvoices, getPayments, listRefundedPayments } from '../repositories/payments.ts';
import type { StatementRecord } from '../repositories/statements.ts';

/*
 * A statement's figures read from the ledger: what the statement run records and what the
 * statement's parts answer later, from the same records, the same way. Apart from the run (which
 * carries the PDF library), so the API reads statements without it.
 */

/** The ledger's records of a payor's period, as the statement computation reads them. */
export async function statementInputs(
  payor: CompanyRecord,
  typeId: StatementType,
  period: StatementPeriod,
): Promise<StatementInputs> {
  const [drafts, refunded] = await Promise.all([
    typeId === StatementType.RefundStatement
      ? Promise.resolve([])
      : listPayorDraftPayments(payor.id, period.start, period.end),
    listRefundedPayments(period.start, period.end, payor.id),
  ]);
  const draftPaymentIds = drafts.flatMap((draft) => draft.paymentIds);
  const payments = new Map<string, StatementPayment>();
  for (const payment of await getPayments(draftPaymentIds)) payments.set(payment.id, payment);
  for (const payment of refunded) payments.set(payment.id, payment);
  const invoiceIds = [...payments.values()].flatMap((payment) => payment.invoiceIds);
  const invoices = new Map<number, StatementInvoice>();
  for (const invoice of await getPaymentInvoices({ invoiceIds })) invoices.set(invoice.id, invoice);
  return {
    typeId,
    drafts,
    payments,
    invoices,
    refundedPaymentIds: refunded.map((payment) => payment.id),
    revenueShare: {
      calculatedWeekly: settingAsBoolean(payor.settings[String(CompanySetting.QuickPayRevenueShareCalculatedWeekly)]),
      thresholdDollars: settingAsNumber(payor.settings[String(CompanySetting.QuickPayRevenueShareThreshold)]),
    },
  };
}

/** The statement of a payor's period as the ledger gives it now. */
export async function statementContent(
  payor: CompanyRecord,
  statement: Pick<StatementRecord, 'typeId' | 'periodStart' | 'periodEnd' | 'imported'>,
): Promise<StatementContent> {
  if (statement.imported) return { lines: [], revenueShareInvoices: [], subscriptionInvoices: [], totals: [] };
  const period = { start: statement.periodStart, end: statement.periodEnd };
  return computeStatement(await statementInputs(payor, statement.typeId, period));
}
