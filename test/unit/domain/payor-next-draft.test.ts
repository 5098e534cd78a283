import { describe, expect, it } from 'vitest';
import type { Payment } from '#functions/domain/payments/payment.ts';
import { type DraftSchedule, defaultDraftSchedule } from '#functions/domain/payor-money/draft-schedule.ts';
import { scheduledDraftDay, upcomingDrafts } from '#functions/domain/payor-money/next-draft.ts';
import { type UndraftedPayment, undraftedPaymentOf } from '#functions/domain/payor-money/plan-drafts.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PayoutSchedule, PayoutType } from '#shared/enums/payout.ts';

// 2026-03-02 is a Monday; 2026-03-06 the Friday after it.
const monday = '2026-03-02';
const wednesday = '2026-03-04';
const friday = '2026-03-06';

const weekly = (schedule: PayoutSchedule = PayoutSchedule.WeeklyStandard, weekday = 5): DraftSchedule => ({
  schedule,
  weekday,
});

const payment = (id: string, overrides: Partial<UndraftedPayment> = {}): UndraftedPayment => ({
  id,
  payorId: 7,
  currencyId: 1,
  paidDate: monday,
  payoutType: PayoutType.INVOICE_PAYOUT,
  invoiceIds: [Number.parseInt(id, 36)],
  grossCents: 10_000,
  creditNoteCents: 0,
  ...overrides,
});

describe('upcomingDrafts', () => {
  it('is empty when nothing waits', () => {
    expect(upcomingDrafts([], weekly(), wednesday)).toEqual([]);
  });

  it('drafts a weekly payor’s waiting payments on its weekday, for their gross less credit notes', () => {
    const waiting = [payment('a'), payment('b', { paidDate: wednesday, grossCents: 25_001, creditNoteCents: 1_000 })];
    expect(upcomingDrafts(waiting, weekly(), wednesday)).toEqual([
      {
        currencyId: 1,
        draftDate: friday,
        paymentCount: 2,
        invoiceCount: 2,
        grossCents: 35_001,
        creditNoteCents: 1_000,
        amountCents: 34_001,
        waitingPaymentCount: 2,
        waitingAmountCents: 34_001,
      },
    ]);
  });

  it('keeps currencies apart, in currency order', () => {
    const waiting = [payment('c', { currencyId: 2, grossCents: 7_000 }), payment('u', { grossCents: 3_000 })];
    expect(upcomingDrafts(waiting, weekly(), monday).map((d) => [d.currencyId, d.amountCents])).toEqual([
      [1, 3_000],
      [2, 7_000],
    ]);
  });

  it('drafts a payment whose day has passed today at the earliest, and leaves later ones to their day', () => {
    // One left behind from last week (a run that failed to draft it), one of this week.
    const waiting = [payment('old', { paidDate: '2026-02-24' }), payment('new', { paidDate: monday, grossCents: 500 })];
    const [next] = upcomingDrafts(waiting, weekly(), wednesday);
    expect(next).toMatchObject({ draftDate: wednesday, paymentCount: 1, amountCents: 10_000 });
    expect(next).toMatchObject({ waitingPaymentCount: 2, waitingAmountCents: 10_500 });
  });

  it('drafts a daily payor’s waiting payments today', () => {
    expect(upcomingDrafts([payment('a')], defaultDraftSchedule, wednesday)[0]?.draftDate).toBe(wednesday);
  });

  it('drafts QuickPay payouts at once under Weekly - Immediate, the rest on the weekday', () => {
    const waiting = [
      payment('q', { paidDate: wednesday, payoutType: PayoutType.QUICKPAY_INVOICE_PAYOUT, grossCents: 4_000 }),
      payment('s', { paidDate: wednesday }),
    ];
    expect(upcomingDrafts(waiting, weekly(PayoutSchedule.WeeklyImmediate), wednesday)[0]).toMatchObject({
      draftDate: wednesday,
      paymentCount: 1,
      amountCents: 4_000,
      waitingPaymentCount: 2,
      waitingAmountCents: 14_000,
    });
  });
});

describe('scheduledDraftDay', () => {
  it('is the weekly schedule’s weekday on or after today', () => {
    expect(scheduledDraftDay(weekly(), wednesday)).toBe(friday);
    expect(scheduledDraftDay(weekly(), friday)).toBe(friday);
    expect(scheduledDraftDay(weekly(PayoutSchedule.WeeklyImmediate, 1), wednesday)).toBe('2026-03-09');
  });

  it('is none under Daily, which drafts each payment the day it is paid', () => {
    expect(scheduledDraftDay(defaultDraftSchedule, wednesday)).toBeNull();
  });
});

describe('undraftedPaymentOf', () => {
  const stored: Payment = {
    id: 'p1',
    code: 'P1',
    confirmationNumber: 'C1',
    payeeId: 1,
    payorId: 7,
    creditNoteCents: 2_000,
    bankAccountId: 1,
    bankAccountName: 'Operating',
    methodType: PaymentMethodType.Ach,
    currencyId: 1,
    payoutType: PayoutType.INVOICE_PAYOUT,
    state: PaymentState.Paid,
    paidDate: monday,
    invoiceIds: [1, 2],
    loadNumbers: [],
    grossCents: 90_000,
    termFeeCents: 0,
    subTotalCents: 90_000,
    bankFeeCents: 0,
    netCents: 88_000,
    freeQuickPayCount: 0,
    checkNumber: null,
    checkCashed: null,
    createdAt: `${monday}T13:00:00.000Z`,
    loadAdvance: { loadId: 1, loadNumber: 'L1', payorId: 7, deductedCents: 30_000 },
  };

  it('leaves out the load advance netted from it, drafted with the advance’s own payment', () => {
    expect(undraftedPaymentOf(stored)).toMatchObject({ grossCents: 60_000, creditNoteCents: 2_000 });
  });

  it('is null for a payment no payor funds', () => {
    const { payorId: _payor, ...withoutPayor } = stored;
    expect(undraftedPaymentOf(withoutPayor)).toBeNull();
  });
});
