import { createHash } from 'node:crypto';
import { bankTransferFeeCents } from '#shared/constants/payments.ts';
import type { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';

/** An approved invoice whose expected pay date has come. */
export type DueInvoice = {
  id: number;
  payeeId: number;
  payorId: number;
  currencyId: number;
  grossCents: number;
  feeCents: number;
  paymentType: PaymentType;
  isFreeQuickPay: boolean;
  /**
   * Set when the invoice's relationship is assigned to a factor of record (payout-route.ts): it is
   * paid into that factor's account, never the carrier's.
   */
  payTo?: { kind: 'factor'; factorId: number };
};

/** The account a payee is paid into (active, in the invoice's currency). */
export type PayoutAccount = { id: number; payeeId: number; currencyId: number; methodType: PaymentMethodType };

/** A factor company's active account, into which the invoices assigned to it are paid. */
export type FactorPayoutAccount = { id: number; factorId: number; currencyId: number; methodType: PaymentMethodType };

/** Who a payment pays: the carrier (payee) or the factor its invoices are assigned to. */
export type PaidTo = { kind: 'payee' } | { kind: 'factor'; factorId: number };

export type PlannedPayment = {
  /** Derived from the invoices it pays, so planning the same invoices twice names the same payment. */
  id: string;
  payeeId: number;
  /** Whose account `bankAccountId` is: the carrier's, or its factor's (the carrier sees 'Factored account'). */
  paidTo: PaidTo;
  /** The payor on whose behalf it pays: a payment pays one payor's invoices, so one draft funds it. */
  payorId: number;
  bankAccountId: number;
  methodType: PaymentMethodType;
  currencyId: number;
  payoutType: PayoutType;
  paidDate: string;
  invoiceIds: number[];
  grossCents: number;
  /** QuickPay / GOTP fees of the invoices ("term fee"). */
  termFeeCents: number;
  subTotalCents: number;
  /** What the payment method costs ("fee by bank type"). */
  bankFeeCents: number;
  netCents: number;
  freeQuickPayCount: number;
};

/**
 * `missingFactorAccount`: invoices assigned to a factor with no active account in their currency.
 * They wait (the carrier's Missing Bank status is not theirs to take) and are logged.
 */
export type PayoutPlan = { payments: PlannedPayment[]; missingBank: number[]; missingFactorAccount: number[] };

/** A transaction holds the payment and its invoices: at most 100 items. */
export const maxInvoicesPerPayment = 90;

function payoutTypeOf(invoice: DueInvoice): PayoutType {
  if (invoice.isFreeQuickPay) return PayoutType.PROMOTIONAL_QUICKPAY_INVOICE_PAYOUT;
  if (invoice.paymentType === PaymentType.QuickPay) return PayoutType.QUICKPAY_INVOICE_PAYOUT;
  return PayoutType.INVOICE_PAYOUT;
}

type Group = {
  account: { id: number; methodType: PaymentMethodType; currencyId: number };
  payeeId: number;
  paidTo: PaidTo;
  payorId: number;
  payoutType: PayoutType;
  invoices: DueInvoice[];
};

function lowestId<T extends { id: number }>(accounts: T[]): T | undefined {
  return accounts.sort((a, b) => a.id - b.id)[0];
}

/**
 * Groups due invoices into payments: one per payee, payor, account and payout type (and at most
 * `maxInvoicesPerPayment` invoices each). An invoice assigned to a factor (`payTo`) is paid into
 * the factor's account, in a payment of its own per carrier; never into the carrier's. Invoices of
 * a payee without an active account in their currency cannot be paid and are listed as missing a
 * bank. All arithmetic is in integer cents; a payment whose bank fee would exceed its amount keeps
 * a net of zero rather than going negative.
 */
export function planPayouts(
  invoices: readonly DueInvoice[],
  accounts: readonly PayoutAccount[],
  paidDate: string,
  factorAccounts: readonly FactorPayoutAccount[] = [],
): PayoutPlan {
  const missingBank: number[] = [];
  const missingFactorAccount: number[] = [];
  const groups = new Map<string, Group>();
  for (const invoice of [...invoices].sort((a, b) => a.id - b.id)) {
    const payoutType = payoutTypeOf(invoice);
    const factorId = invoice.payTo?.factorId;
    let key: string;
    let group: Omit<Group, 'invoices'>;
    if (factorId !== undefined) {
      const account = lowestId(
        factorAccounts.filter((a) => a.factorId === factorId && a.currencyId === invoice.currencyId),
      );
      if (!account) {
        missingFactorAccount.push(invoice.id);
        continue;
      }
      key = `F${factorId}:${invoice.payeeId}:${invoice.payorId}:${account.id}:${payoutType}`;
      group = {
        account,
        payeeId: invoice.payeeId,
        paidTo: { kind: 'factor', factorId },
        payorId: invoice.payorId,
        payoutType,
      };
    } else {
      const account = lowestId(
        accounts.filter((a) => a.payeeId === invoice.payeeId && a.currencyId === invoice.currencyId),
      );
      if (!account) {
        missingBank.push(invoice.id);
        continue;
      }
      // Account ids are numbered per payee: two payees may each have an account 1. A payment pays
      // one payor's invoices: that payor's draft funds it and its credit notes are repaid from it.
      key = `${account.payeeId}:${invoice.payorId}:${account.id}:${payoutType}`;
      group = { account, payeeId: account.payeeId, paidTo: { kind: 'payee' }, payorId: invoice.payorId, payoutType };
    }
    const existing = groups.get(key) ?? { ...group, invoices: [] };
    existing.invoices.push(invoice);
    groups.set(key, existing);
  }
  const payments: PlannedPayment[] = [];
  for (const { account, payeeId, paidTo, payorId, payoutType, invoices: grouped } of groups.values()) {
    for (let start = 0; start < grouped.length; start += maxInvoicesPerPayment) {
      const chunk = grouped.slice(start, start + maxInvoicesPerPayment);
      const grossCents = sum(chunk.map((i) => i.grossCents));
      const termFeeCents = sum(chunk.map((i) => i.feeCents));
      const subTotalCents = grossCents - termFeeCents;
      const bankFeeCents = Math.min(bankTransferFeeCents[account.methodType], subTotalCents);
      const invoiceIds = chunk.map((i) => i.id);
      payments.push({
        id: paymentIdFor(invoiceIds),
        payeeId,
        paidTo,
        payorId,
        bankAccountId: account.id,
        methodType: account.methodType,
        currencyId: account.currencyId,
        payoutType,
        paidDate,
        invoiceIds,
        grossCents,
        termFeeCents,
        subTotalCents,
        bankFeeCents,
        netCents: subTotalCents - bankFeeCents,
        freeQuickPayCount: chunk.filter((i) => i.isFreeQuickPay).length,
      });
    }
  }
  return { payments, missingBank, missingFactorAccount };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** A payment's id from the invoices it pays: re-planning the same invoices cannot mint a second payment. */
export function paymentIdFor(invoiceIds: readonly number[]): string {
  const digest = createHash('sha256')
    .update([...invoiceIds].sort((a, b) => a - b).join(','))
    .digest('hex');
  return digest.slice(0, 20);
}

/** The confirmation number shown to the payee: short, upper-case, from the payment id. */
export function confirmationNumberOf(paymentId: string): string {
  return `LP${BigInt(`0x${paymentId.slice(0, 15)}`)
    .toString(36)
    .toUpperCase()
    .padStart(12, '0')}`;
}
