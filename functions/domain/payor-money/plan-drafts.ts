import { createHash } from 'node:crypto';
import type { PayoutType } from '#shared/enums/payout.ts';
import type { Payment } from '../payments/payment.ts';
import { type DraftSchedule, defaultDraftSchedule, draftDueDate } from './draft-schedule.ts';

/** A payment made on a payor's behalf that no draft covers yet. */
export type UndraftedPayment = {
  id: string;
  payorId: number;
  currencyId: number;
  paidDate: string;
  payoutType: PayoutType;
  invoiceIds: readonly number[];
  /** The invoices' gross: what the payor owes for them (QuickPay fees are the carrier's). */
  grossCents: number;
  /** Credit notes the payor issued that this payment repaid: the payor keeps that money. */
  creditNoteCents: number;
};

/** A payment as the drafts see it; null for one no payor funds. */
export function undraftedPaymentOf(payment: Payment): UndraftedPayment | null {
  if (payment.payorId === undefined) return null;
  return {
    id: payment.id,
    payorId: payment.payorId,
    currencyId: payment.currencyId,
    paidDate: payment.paidDate,
    payoutType: payment.payoutType,
    invoiceIds: payment.invoiceIds,
    // A load advance netted from this payment was drafted with the advance's own payment: the
    // payor owes here only the rest of the invoices' gross.
    grossCents: payment.grossCents - (payment.loadAdvance?.deductedCents ?? 0),
    creditNoteCents: payment.creditNoteCents ?? 0,
  };
}

/** What one transaction of a draft covers: its payments are marked drafted together with its sums. */
export type DraftPart = {
  paymentIds: string[];
  invoiceIds: number[];
  grossCents: number;
  creditNoteCents: number;
  amountCents: number;
};

/**
 * A draft of a payor's bank account for payments made on its behalf, in one currency, on one day.
 * Its id derives from payor, currency and day, so every run of that day adds to the same draft.
 */
export type PlannedDraft = {
  id: string;
  payorId: number;
  currencyId: number;
  draftDate: string;
  schedule: DraftSchedule;
  parts: DraftPart[];
};

/**
 * Payments one draft transaction marks: with the draft item, within a transaction's 100 items, and
 * small enough that one conflicting run costs little.
 */
export const maxPaymentsPerDraftPart = 50;

/** The draft's id: the same payor, currency and day always name the same draft. */
export function draftIdFor(payorId: number, currencyId: number, draftDate: string): string {
  return createHash('sha256').update(`draft:${payorId}:${currencyId}:${draftDate}`).digest('hex').slice(0, 20);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** A part's sums from its payments: amount = gross less credit notes applied, in integer cents. */
export function draftPartOf(payments: readonly UndraftedPayment[]): DraftPart {
  const grossCents = sum(payments.map((p) => p.grossCents));
  const creditNoteCents = sum(payments.map((p) => p.creditNoteCents));
  return {
    paymentIds: payments.map((p) => p.id),
    invoiceIds: payments.flatMap((p) => [...p.invoiceIds]),
    grossCents,
    creditNoteCents,
    amountCents: grossCents - creditNoteCents,
  };
}

/**
 * The drafts a run on `today` takes: every undrafted payment whose draft day (draft-schedule.ts)
 * has come, grouped per payor and currency into that day's draft, in parts of at most
 * `maxPaymentsPerDraftPart` payments (oldest first). Payments whose day has not come stay undrafted.
 */
export function planDrafts(
  payments: readonly UndraftedPayment[],
  schedules: ReadonlyMap<number, DraftSchedule>,
  today: string,
): PlannedDraft[] {
  const groups = new Map<string, UndraftedPayment[]>();
  const ordered = [...payments].sort((a, b) =>
    a.paidDate === b.paidDate ? (a.id < b.id ? -1 : 1) : a.paidDate < b.paidDate ? -1 : 1,
  );
  for (const payment of ordered) {
    const schedule = schedules.get(payment.payorId) ?? defaultDraftSchedule;
    if (draftDueDate(payment, schedule) > today) continue;
    const key = `${payment.payorId}:${payment.currencyId}`;
    groups.set(key, [...(groups.get(key) ?? []), payment]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as UndraftedPayment;
    const parts: DraftPart[] = [];
    for (let start = 0; start < group.length; start += maxPaymentsPerDraftPart) {
      parts.push(draftPartOf(group.slice(start, start + maxPaymentsPerDraftPart)));
    }
    return {
      id: draftIdFor(first.payorId, first.currencyId, today),
      payorId: first.payorId,
      currencyId: first.currencyId,
      draftDate: today,
      schedule: schedules.get(first.payorId) ?? defaultDraftSchedule,
      parts,
    };
  });
}
