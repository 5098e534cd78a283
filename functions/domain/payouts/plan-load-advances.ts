import { createHash } from 'node:crypto';
import { bankTransferFeeCents } from '#shared/constants/payments.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { netAdvance } from '../loads/load-advance.ts';
import { type DueInvoice, type PayoutAccount, type PlannedPayment, planPayouts } from './plan-payouts.ts';

/*
 * Load advances in the payout run (BROKER_LOAD_ADVANCE_PAYOUT), apart from the invoice plan
 * (plan-payouts.ts): an advance the payor asked for is paid as a payment of its own, and the due
 * invoice of a load whose advance was paid is paid on its own with the advance netted from it.
 */

/** A requested advance the run is to pay. */
export type AdvanceToPay = {
  loadId: number;
  payorId: number;
  payeeId: number;
  currencyId: number;
  amountCents: number;
};

/** A planned advance payment: the payment's figures, and the load it advances. */
export type PlannedAdvancePayment = PlannedPayment & { loadId: number; payorId: number };

/** The account a payee is paid into in a currency: its lowest-numbered active one, as for invoices. */
function accountFor(accounts: readonly PayoutAccount[], payeeId: number, currencyId: number) {
  return accounts
    .filter((account) => account.payeeId === payeeId && account.currencyId === currencyId)
    .sort((a, b) => a.id - b.id)[0];
}

/** An advance payment's id from its load: planning the same advance twice names the same payment. */
export function advancePaymentIdFor(payorId: number, loadId: number): string {
  return createHash('sha256').update(`load-advance:${payorId}:${loadId}`).digest('hex').slice(0, 20);
}

/**
 * One payment per requested advance, into the carrier's account in the load's currency, less what
 * the payment method costs (never below zero); advances of carriers without such an account wait
 * (listed as missing a bank) for the next run.
 */
export function planAdvancePayments(
  advances: readonly AdvanceToPay[],
  accounts: readonly PayoutAccount[],
  paidDate: string,
): { payments: PlannedAdvancePayment[]; missingBank: number[] } {
  const payments: PlannedAdvancePayment[] = [];
  const missingBank: number[] = [];
  for (const advance of advances) {
    const account = accountFor(accounts, advance.payeeId, advance.currencyId);
    if (!account) {
      missingBank.push(advance.loadId);
      continue;
    }
    const bankFeeCents = Math.min(bankTransferFeeCents[account.methodType], advance.amountCents);
    payments.push({
      id: advancePaymentIdFor(advance.payorId, advance.loadId),
      loadId: advance.loadId,
      payorId: advance.payorId,
      payeeId: advance.payeeId,
      paidTo: { kind: 'payee' },
      bankAccountId: account.id,
      methodType: account.methodType,
      currencyId: advance.currencyId,
      payoutType: PayoutType.BROKER_LOAD_ADVANCE_PAYOUT,
      paidDate,
      invoiceIds: [],
      grossCents: advance.amountCents,
      termFeeCents: 0,
      subTotalCents: advance.amountCents,
      bankFeeCents,
      netCents: advance.amountCents - bankFeeCents,
      freeQuickPayCount: 0,
    });
  }
  return { payments, missingBank };
}

/** A planned invoice payment with the advance it nets. */
export type PlannedNettedPayment = PlannedPayment & { deductedCents: number };

/**
 * The due invoice of a load whose advance was paid, paid on its own (as plan-payouts.ts would pay
 * it alone) with the advance deducted from what it pays, never below zero. Null when the carrier
 * has no account for it (the invoice plan then moves it to Missing Bank).
 */
export function planNettedInvoicePayment(
  invoice: DueInvoice,
  advanceCents: number,
  accounts: readonly PayoutAccount[],
  paidDate: string,
): PlannedNettedPayment | null {
  const planned = planPayouts([invoice], accounts, paidDate).payments[0];
  if (!planned) return null;
  const { deductedCents, netCents } = netAdvance(planned.netCents, advanceCents);
  return { ...planned, netCents, deductedCents };
}
