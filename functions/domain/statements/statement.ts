import { quickPayRevenueShareBps } from '#shared/constants/revenue-share.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType as Payout, type PayoutType } from '#shared/enums/payout.ts';
import { StatementType } from '#shared/enums/statement-type.ts';

/*
 * A statement of a payor's account, computed from the ledger alone: the drafts taken in the period
 * (each funding payments and, through them, invoices), the payments refunded in it, and the
 * invoices' own terms and fees. Nothing here is recorded twice: the statement record keeps only
 * these totals, which the ledger gives again on any later reading (tests hold the two equal).
 */

/** What the computation reads of a draft. */
export type StatementDraft = {
  id: string;
  currencyId: number;
  draftDate: string;
  paymentIds: readonly string[];
  amountCents: number;
};

/** What it reads of a payment (a draft's or a refunded one). */
export type StatementPayment = {
  id: string;
  code: string;
  payeeId: number;
  payoutType: PayoutType;
  state: string;
  currencyId: number;
  invoiceIds: readonly number[];
  grossCents: number;
  termFeeCents: number;
  creditNoteCents?: number | undefined;
  draftId?: string | null | undefined;
  draftDate?: string | null | undefined;
  refund?: { date: string } | null | undefined;
};

/** What it reads of an invoice. */
export type StatementInvoice = {
  id: number;
  invoiceNumber: string;
  loadNumber: string;
  currencyId: number;
  grossCents: number;
  paymentType: PaymentType;
  feeCents: number;
  isFreeQuickPay: boolean;
};

export type StatementLineKind = 'payment' | 'refund';

/**
 * One line of a statement: a payment a draft of the period funded (what the payor was drafted for
 * it: gross less the credit notes it repaid), or a refund of the period (what came back to the
 * payor, negative; nothing when the payment had not been drafted).
 */
export type StatementLine = {
  kind: StatementLineKind;
  date: string;
  paymentId: string;
  paymentCode: string;
  draftId: string | null;
  payeeId: number;
  payoutType: PayoutType;
  currencyId: number;
  invoiceCount: number;
  grossCents: number;
  creditNoteCents: number;
  quickPayFeeCents: number;
  amountCents: number;
};

/** An invoice in one of a statement's invoice sections (QuickPay for the revenue share, GOTP). */
export type StatementInvoiceLine = {
  invoiceId: number;
  invoiceNumber: string;
  loadNumber: string;
  paymentId: string;
  paymentCode: string;
  payeeId: number;
  date: string;
  currencyId: number;
  grossCents: number;
  feeCents: number;
};

/** A statement's totals in one currency (never summed across currencies). */
export type StatementTotals = {
  currencyId: number;
  draftCount: number;
  paymentCount: number;
  invoiceCount: number;
  grossCents: number;
  creditNoteCents: number;
  /** What the drafts of the period took from the payor's account. */
  draftedCents: number;
  quickPayFeeCents: number;
  gotpFeeCents: number;
  /** The payor's share of the QuickPay fees above its threshold (when this statement carries it). */
  revenueShareCents: number;
  /** What refunds of the period gave back to the payor. */
  refundCents: number;
  /** Drafted, less refunds and the revenue share: the period's cost to the payor. */
  netCents: number;
};

/** The revenue share settings a statement applies (company settings 81689, 81690). */
export type RevenueShareTerms = { calculatedWeekly: boolean; thresholdDollars: number | null };

export type StatementInputs = {
  typeId: StatementType;
  drafts: readonly StatementDraft[];
  /** Every payment the drafts funded and every payment refunded in the period. */
  payments: ReadonlyMap<string, StatementPayment>;
  /** The invoices of those payments. */
  invoices: ReadonlyMap<number, StatementInvoice>;
  /** Ids of the payments refunded in the period. */
  refundedPaymentIds: readonly string[];
  revenueShare: RevenueShareTerms;
};

export type StatementContent = {
  lines: StatementLine[];
  revenueShareInvoices: StatementInvoiceLine[];
  subscriptionInvoices: StatementInvoiceLine[];
  totals: StatementTotals[];
};

const quickPayPayouts: readonly PayoutType[] = [
  Payout.QUICKPAY_INVOICE_PAYOUT,
  Payout.PROMOTIONAL_QUICKPAY_INVOICE_PAYOUT,
];

/** Which statements carry the revenue share: the weekly ones or the monthly ones, as the payor's terms say. */
export function carriesRevenueShare(typeId: StatementType, terms: RevenueShareTerms): boolean {
  if (typeId === StatementType.WeeklyStatement) return terms.calculatedWeekly;
  return (
    (typeId === StatementType.MonthlyStatement || typeId === StatementType.MonthlyStatementV2) &&
    !terms.calculatedWeekly
  );
}

/** The payor's share of a period's QuickPay fees above its threshold, rounded down to the cent. */
export function revenueShareOf(quickPayFeeCents: number, thresholdDollars: number | null): number {
  const above = quickPayFeeCents - Math.round((thresholdDollars ?? 0) * 100);
  return above > 0 ? Math.floor((above * quickPayRevenueShareBps) / 10_000) : 0;
}

/** The payment's own line: what its draft took for it. */
function paymentLine(payment: StatementPayment, draft: StatementDraft): StatementLine {
  const creditNoteCents = payment.creditNoteCents ?? 0;
  return {
    kind: 'payment',
    date: draft.draftDate,
    paymentId: payment.id,
    paymentCode: payment.code,
    draftId: draft.id,
    payeeId: payment.payeeId,
    payoutType: payment.payoutType,
    currencyId: payment.currencyId,
    invoiceCount: payment.invoiceIds.length,
    grossCents: payment.grossCents,
    creditNoteCents,
    quickPayFeeCents: quickPayPayouts.includes(payment.payoutType) ? payment.termFeeCents : 0,
    amountCents: payment.grossCents - creditNoteCents,
  };
}

/** A refund's line: what the payor got back, only what a draft had taken. */
function refundLine(payment: StatementPayment): StatementLine {
  const drafted = Boolean(payment.draftId);
  const creditNoteCents = payment.creditNoteCents ?? 0;
  return {
    kind: 'refund',
    date: payment.refund?.date ?? '',
    paymentId: payment.id,
    paymentCode: payment.code,
    draftId: payment.draftId ?? null,
    payeeId: payment.payeeId,
    payoutType: payment.payoutType,
    currencyId: payment.currencyId,
    invoiceCount: payment.invoiceIds.length,
    grossCents: payment.grossCents,
    creditNoteCents,
    quickPayFeeCents: 0,
    amountCents: drafted ? -(payment.grossCents - creditNoteCents) : 0,
  };
}

/** Where a line comes from: a draft's payment (read by id) or a refunded payment (read already). */
export type StatementLineRef =
  | { kind: 'payment'; paymentId: string; draft: StatementDraft }
  | { kind: 'refund'; payment: StatementPayment };

/**
 * The lines of a statement in their order, before their payments are read: the drafts' payments
 * by draft date then payment, then the refunds by date then payment. A refund statement has only
 * the refunds. A page of lines needs only its own payments read.
 */
export function statementLineRefs(
  typeId: StatementType,
  drafts: readonly StatementDraft[],
  refunded: readonly StatementPayment[],
): StatementLineRef[] {
  const refs: StatementLineRef[] = [];
  if (typeId !== StatementType.RefundStatement) {
    const ordered = [...drafts].sort((a, b) => a.draftDate.localeCompare(b.draftDate) || a.id.localeCompare(b.id));
    for (const draft of ordered) {
      for (const paymentId of [...draft.paymentIds].sort()) refs.push({ kind: 'payment', paymentId, draft });
    }
  }
  const refunds = refunded
    .filter((payment) => payment.state === PaymentState.Refunded && payment.refund)
    .sort((a, b) => (a.refund?.date ?? '').localeCompare(b.refund?.date ?? '') || a.id.localeCompare(b.id));
  for (const payment of refunds) refs.push({ kind: 'refund', payment });
  return refs;
}

/** The lines of the refs whose payments were read (a missing payment has no line). */
export function linesOf(refs: readonly StatementLineRef[], payments: ReadonlyMap<string, StatementPayment>) {
  const lines: StatementLine[] = [];
  for (const ref of refs) {
    if (ref.kind === 'refund') {
      lines.push(refundLine(ref.payment));
      continue;
    }
    const payment = payments.get(ref.paymentId);
    if (payment) lines.push(paymentLine(payment, ref.draft));
  }
  return lines;
}

/** Every line of a statement, in order. */
export function statementLines(inputs: Pick<StatementInputs, 'typeId' | 'drafts' | 'payments' | 'refundedPaymentIds'>) {
  const refunded = inputs.refundedPaymentIds
    .map((id) => inputs.payments.get(id))
    .filter((p): p is StatementPayment => p !== undefined);
  return linesOf(statementLineRefs(inputs.typeId, inputs.drafts, refunded), inputs.payments);
}

function invoiceLines(
  lines: readonly StatementLine[],
  inputs: Pick<StatementInputs, 'payments' | 'invoices'>,
  keep: (invoice: StatementInvoice) => boolean,
): StatementInvoiceLine[] {
  const result: StatementInvoiceLine[] = [];
  for (const line of lines) {
    if (line.kind !== 'payment') continue;
    for (const invoiceId of inputs.payments.get(line.paymentId)?.invoiceIds ?? []) {
      const invoice = inputs.invoices.get(invoiceId);
      if (!invoice || !keep(invoice)) continue;
      result.push({
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        loadNumber: invoice.loadNumber,
        paymentId: line.paymentId,
        paymentCode: line.paymentCode,
        payeeId: line.payeeId,
        date: line.date,
        currencyId: invoice.currencyId,
        grossCents: invoice.grossCents,
        feeCents: invoice.feeCents,
      });
    }
  }
  return result;
}

const emptyTotals = (currencyId: number): StatementTotals => ({
  currencyId,
  draftCount: 0,
  paymentCount: 0,
  invoiceCount: 0,
  grossCents: 0,
  creditNoteCents: 0,
  draftedCents: 0,
  quickPayFeeCents: 0,
  gotpFeeCents: 0,
  revenueShareCents: 0,
  refundCents: 0,
  netCents: 0,
});

/** The statement's lines, invoice sections and totals per currency (by currency id). */
export function computeStatement(inputs: StatementInputs): StatementContent {
  const lines = statementLines(inputs);
  const revenueShareInvoices = invoiceLines(
    lines,
    inputs,
    (invoice) => invoice.paymentType === PaymentType.QuickPay && !invoice.isFreeQuickPay,
  );
  const subscriptionInvoices = invoiceLines(
    lines,
    inputs,
    (invoice) => invoice.paymentType === PaymentType.GuaranteedOnTimePay,
  );
  const byCurrency = new Map<number, StatementTotals>();
  const totalsOf = (currencyId: number) => {
    let totals = byCurrency.get(currencyId);
    if (!totals) {
      totals = emptyTotals(currencyId);
      byCurrency.set(currencyId, totals);
    }
    return totals;
  };
  if (inputs.typeId !== StatementType.RefundStatement) {
    for (const draft of inputs.drafts) totalsOf(draft.currencyId).draftCount += 1;
  }
  for (const line of lines) {
    const totals = totalsOf(line.currencyId);
    if (line.kind === 'refund') {
      totals.refundCents += -line.amountCents;
      continue;
    }
    totals.paymentCount += 1;
    totals.invoiceCount += line.invoiceCount;
    totals.grossCents += line.grossCents;
    totals.creditNoteCents += line.creditNoteCents;
    totals.draftedCents += line.amountCents;
    totals.quickPayFeeCents += line.quickPayFeeCents;
  }
  for (const invoice of subscriptionInvoices) totalsOf(invoice.currencyId).gotpFeeCents += invoice.feeCents;
  const sharing = carriesRevenueShare(inputs.typeId, inputs.revenueShare);
  for (const totals of byCurrency.values()) {
    if (sharing)
      totals.revenueShareCents = revenueShareOf(totals.quickPayFeeCents, inputs.revenueShare.thresholdDollars);
    totals.netCents = totals.draftedCents - totals.refundCents - totals.revenueShareCents;
  }
  return {
    lines,
    revenueShareInvoices,
    subscriptionInvoices,
    totals: [...byCurrency.values()].sort((a, b) => a.currencyId - b.currencyId),
  };
}

/** Whether a statement has anything to say (a period without drafts or refunds gets none). */
export function hasContent(content: StatementContent): boolean {
  return content.lines.length > 0;
}
