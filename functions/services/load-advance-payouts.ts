import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { LoadAdvanceState } from '#shared/enums/load-status.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import type { LoadAdvanceRecord } from '../domain/loads/load.ts';
import type { LoadAdvanceOfPayment } from '../domain/payments/payment.ts';
import {
  type PlannedAdvancePayment,
  type PlannedNettedPayment,
  planAdvancePayments,
  planNettedInvoicePayment,
} from '../domain/payouts/plan-load-advances.ts';
import { confirmationNumberOf, type PayoutAccount } from '../domain/payouts/plan-payouts.ts';
import { listBankAccounts } from '../repositories/bank-accounts.ts';
import type { InvoiceRecord } from '../repositories/invoices.ts';
import {
  getLoadInvoices,
  invoiceUnpaidStep,
  type LoadRecord,
  listOpenLoadAdvances,
  loadChangeStep,
  saveLoad,
} from '../repositories/loads.ts';
import { type PaymentRecord, recordPayment } from '../repositories/payments.ts';

/** What the load-advance step of one payout run did (each count of this run's own writes). */
export type LoadAdvanceCounts = {
  /** Advances paid to carriers (BROKER_LOAD_ADVANCE_PAYOUT payments). */
  advancesPaid: number;
  /** Invoices paid with their load's advance netted (one payment each). */
  invoicesNetted: number;
  /** Advances cancelled because their load's invoice was paid first. */
  advancesCancelled: number;
};

export type LoadAdvancePayoutResult = {
  counts: LoadAdvanceCounts;
  /** Due invoices this step paid or holds back until their load's advance is paid: the invoice plan leaves them. */
  handledInvoiceIds: Set<number>;
  /** Of those, invoices owed to a factor whose load's advance went to the carrier: they wait for staff. */
  waitingInvoiceIds: Set<number>;
};

/** Whether the money of a carrier's relationship with a payor goes to the carrier now (domain/payouts/payout-route.ts). */
export type PaysCarrier = (payeeId: number, payorId: number) => Promise<boolean>;

const openKey = (payorId: number, loadNumber: string) => `${payorId}#${loadNumber}`;

async function payableAccounts(payeeIds: Iterable<number>) {
  const accounts = (await Promise.all([...new Set(payeeIds)].map(listBankAccounts)))
    .flat()
    .filter((account) => account.status === BankAccountStatus.Active);
  return {
    accounts: accounts.map(
      (account): PayoutAccount => ({
        id: account.id,
        payeeId: account.payeeId,
        currencyId: account.currencyId,
        methodType: account.methodType,
      }),
    ),
    nameOf: (payeeId: number, accountId: number) =>
      accounts.find((account) => account.payeeId === payeeId && account.id === accountId)?.name ?? '',
  };
}

function paymentOf(
  planned: PlannedAdvancePayment | PlannedNettedPayment,
  bankAccountName: string,
  load: LoadRecord,
  loadAdvance: LoadAdvanceOfPayment,
  now: Date,
): PaymentRecord {
  const { id, payeeId, bankAccountId, methodType, currencyId, payoutType, paidDate, invoiceIds } = planned;
  return {
    id,
    code: `PAY-${id.slice(0, 8).toUpperCase()}`,
    confirmationNumber: confirmationNumberOf(id),
    payeeId,
    // Made on the payor's behalf: listed among its payments and drafted from its account.
    payorId: load.payorId,
    bankAccountId,
    bankAccountName,
    methodType,
    currencyId,
    payoutType,
    state: PaymentState.Paid,
    paidDate,
    invoiceIds,
    loadNumbers: [load.loadNumber],
    grossCents: planned.grossCents,
    termFeeCents: planned.termFeeCents,
    subTotalCents: planned.subTotalCents,
    bankFeeCents: planned.bankFeeCents,
    netCents: planned.netCents,
    freeQuickPayCount: planned.freeQuickPayCount,
    checkNumber: null,
    checkCashed: null,
    createdAt: now.toISOString(),
    loadAdvance,
  };
}

function withAdvance(load: LoadRecord, change: Partial<LoadAdvanceRecord>): LoadRecord {
  if (!load.advance) throw new Error(`Load ${load.id} has no advance`);
  return { ...load, advance: { ...load.advance, ...change } };
}

/**
 * The payout run's load-advance step, before its invoice plan (services/payout-run.ts):
 *
 * 1. Each requested advance is paid to the carrier as a BROKER_LOAD_ADVANCE_PAYOUT payment whose id
 *    derives from the load, written with the load's move to Paid and only while the load's invoice
 *    is unpaid, so two runs pay it once. An advance whose invoice was paid first is cancelled.
 * 2. Each due invoice of a load whose advance is paid is paid on its own, the advance netted from
 *    it, written with the load's move to Recovered: the invoice is paid once, so the advance is
 *    netted once. A due invoice whose load's advance is still requested (its carrier has no account
 *    yet) waits, so it is never paid in full while an advance on it is outstanding.
 * 3. Where the relationship's money does not go to the carrier now (a factor is assigned, or it is
 *    held: `paysCarrier`), no advance is paid: the receivable is the factor's. A requested advance
 *    is cancelled once its invoice is due (the factor is paid the invoice in full); an advance paid
 *    before the assignment makes the invoice wait (`waitingInvoiceIds`) for staff to settle it with
 *    the factor, so the payor never pays the advance and the full invoice both.
 */
export async function payLoadAdvances(
  due: readonly InvoiceRecord[],
  now: Date,
  paysCarrier: PaysCarrier,
): Promise<LoadAdvancePayoutResult> {
  const paidDate = calendarDateIn(now);
  const result: LoadAdvancePayoutResult = {
    counts: { advancesPaid: 0, invoicesNetted: 0, advancesCancelled: 0 },
    handledInvoiceIds: new Set(),
    waitingInvoiceIds: new Set(),
  };
  const open = await listOpenLoadAdvances();
  if (open.length === 0) return result;
  const dueByLoad = new Map(due.map((invoice) => [openKey(invoice.payorId, invoice.loadNumber), invoice]));
  const { accounts, nameOf } = await payableAccounts(open.map((load) => load.payeeId));
  const current = new Map(open.map((load) => [load.id, load]));

  const carrierPaid = new Map<number, boolean>();
  for (const load of open) carrierPaid.set(load.id, await paysCarrier(load.payeeId, load.payorId));
  const requested = open.filter((load) => load.advance?.state === LoadAdvanceState.Requested);
  const paidInvoiceOf = new Map<number, InvoiceRecord | undefined>();
  for (const load of requested) {
    const invoice = (await getLoadInvoices(load.payorId, [load.loadNumber])).get(load.loadNumber)?.[0];
    paidInvoiceOf.set(load.id, invoice);
    const toCarrier = carrierPaid.get(load.id) === true;
    const dueToFactor = !toCarrier && dueByLoad.has(openKey(load.payorId, load.loadNumber));
    if (invoice?.status === InvoiceStatus.Paid || dueToFactor) {
      const cancelled = withAdvance(load, { state: LoadAdvanceState.Cancelled, cancelledAt: now.toISOString() });
      if (await saveLoad(cancelled, load.version)) result.counts.advancesCancelled += 1;
      current.delete(load.id);
    } else if (!toCarrier) current.delete(load.id);
  }
  const toPay = requested.filter((load) => current.has(load.id));
  const plan = planAdvancePayments(
    toPay.map((load) => ({
      loadId: load.id,
      payorId: load.payorId,
      payeeId: load.payeeId,
      currencyId: load.currencyId,
      amountCents: load.advance?.amountCents ?? 0,
    })),
    accounts,
    paidDate,
  );
  const unsettled = new Set<number>();
  for (const planned of plan.payments) {
    const load = current.get(planned.loadId);
    if (!load) continue;
    const paid = withAdvance(load, { state: LoadAdvanceState.Paid, paymentId: planned.id, paidDate });
    const invoice = paidInvoiceOf.get(load.id);
    const advance = { loadId: load.id, loadNumber: load.loadNumber, payorId: load.payorId, deductedCents: null };
    const written = await recordPayment(
      paymentOf(planned, nameOf(planned.payeeId, planned.bankAccountId), load, advance, now),
      [],
      [loadChangeStep(paid, load.version), ...(invoice ? [invoiceUnpaidStep(invoice.id)] : [])],
    );
    if (written) {
      result.counts.advancesPaid += 1;
      current.set(load.id, { ...paid, version: load.version + 1 });
    } else unsettled.add(load.id);
  }
  const waitingOnBank = new Set(plan.missingBank);

  for (const load of current.values()) {
    const invoice = dueByLoad.get(openKey(load.payorId, load.loadNumber));
    const advance = load.advance;
    if (!invoice || !advance) continue;
    if (carrierPaid.get(load.id) !== true) {
      result.handledInvoiceIds.add(invoice.id);
      result.waitingInvoiceIds.add(invoice.id);
      continue;
    }
    // A carrier without an account: the invoice plan moves the invoice to Missing Bank as well.
    if (waitingOnBank.has(load.id)) continue;
    result.handledInvoiceIds.add(invoice.id);
    // Another run changed the load meanwhile, or its advance is not paid yet: the next run decides.
    if (unsettled.has(load.id) || advance.state !== LoadAdvanceState.Paid) continue;
    const planned = planNettedInvoicePayment(invoice, advance.amountCents, accounts, paidDate);
    // Without an account the invoice goes to the invoice plan, which moves it to Missing Bank.
    if (!planned) {
      result.handledInvoiceIds.delete(invoice.id);
      continue;
    }
    const recovered = withAdvance(load, {
      state: LoadAdvanceState.Recovered,
      recoveredCents: planned.deductedCents,
      recoveredPaymentId: planned.id,
    });
    const netted = {
      loadId: load.id,
      loadNumber: load.loadNumber,
      payorId: load.payorId,
      deductedCents: planned.deductedCents,
    };
    const written = await recordPayment(
      paymentOf(planned, nameOf(planned.payeeId, planned.bankAccountId), load, netted, now),
      [invoice],
      [loadChangeStep(recovered, load.version)],
    );
    if (written) result.counts.invoicesNetted += 1;
  }
  return result;
}
