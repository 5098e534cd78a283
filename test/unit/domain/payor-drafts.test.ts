import { describe, expect, it } from 'vitest';
import {
  defaultDraftSchedule,
  draftDueDate,
  draftScheduleOf,
  nextWeekday,
  weekdayOfDate,
} from '#functions/domain/payor-money/draft-schedule.ts';
import {
  draftIdFor,
  maxPaymentsPerDraftPart,
  planDrafts,
  type UndraftedPayment,
} from '#functions/domain/payor-money/plan-drafts.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { PayoutSchedule, PayoutType } from '#shared/enums/payout.ts';

const settings = (schedule?: string, weekday?: string) => ({
  ...(schedule !== undefined ? { [String(CompanySetting.DraftSchedule)]: schedule } : {}),
  ...(weekday !== undefined ? { [String(CompanySetting.DraftScheduleDayOfWeek)]: weekday } : {}),
});

const payment = (id: string, overrides: Partial<UndraftedPayment> = {}): UndraftedPayment => ({
  id,
  payorId: 1,
  currencyId: 1,
  paidDate: '2026-03-02',
  payoutType: PayoutType.INVOICE_PAYOUT,
  invoiceIds: [Number.parseInt(id, 36)],
  grossCents: 10_000,
  creditNoteCents: 0,
  ...overrides,
});

// 2026-03-02 is a Monday; 2026-03-06 the Friday after it.
const monday = '2026-03-02';
const friday = '2026-03-06';

describe('draftScheduleOf', () => {
  it('reads the schedule and weekday settings, Daily on Fridays without them', () => {
    expect(draftScheduleOf(undefined)).toEqual(defaultDraftSchedule);
    expect(draftScheduleOf({})).toEqual({ schedule: PayoutSchedule.Daily, weekday: 5 });
    expect(draftScheduleOf(settings('Weekly - Standard', '2'))).toEqual({
      schedule: PayoutSchedule.WeeklyStandard,
      weekday: 2,
    });
    expect(draftScheduleOf(settings(' weekly - immediate ', 'Wednesday'))).toEqual({
      schedule: PayoutSchedule.WeeklyImmediate,
      weekday: 3,
    });
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(draftScheduleOf(settings('Monthly', '9'))).toEqual(defaultDraftSchedule);
    expect(draftScheduleOf(settings('Daily', 'someday')).weekday).toBe(5);
    expect(draftScheduleOf(settings('Daily', '7')).weekday).toBe(0);
  });
});

describe('draftDueDate', () => {
  it('is the weekday on or after a date', () => {
    expect(weekdayOfDate(monday)).toBe(1);
    expect(nextWeekday(monday, 5)).toBe(friday);
    expect(nextWeekday(friday, 5)).toBe(friday);
    expect(nextWeekday('2026-03-07', 5)).toBe('2026-03-13');
  });

  it('drafts daily payments on their paid date and weekly ones on the chosen weekday', () => {
    const paid = { paidDate: monday, payoutType: PayoutType.INVOICE_PAYOUT };
    const quick = { paidDate: monday, payoutType: PayoutType.QUICKPAY_INVOICE_PAYOUT };
    const promo = { paidDate: monday, payoutType: PayoutType.PROMOTIONAL_QUICKPAY_INVOICE_PAYOUT };
    expect(draftDueDate(paid, { schedule: PayoutSchedule.Daily, weekday: 5 })).toBe(monday);
    expect(draftDueDate(paid, { schedule: PayoutSchedule.WeeklyStandard, weekday: 5 })).toBe(friday);
    expect(draftDueDate(quick, { schedule: PayoutSchedule.WeeklyStandard, weekday: 5 })).toBe(friday);
    expect(draftDueDate(paid, { schedule: PayoutSchedule.WeeklyImmediate, weekday: 5 })).toBe(friday);
    expect(draftDueDate(quick, { schedule: PayoutSchedule.WeeklyImmediate, weekday: 5 })).toBe(monday);
    expect(draftDueDate(promo, { schedule: PayoutSchedule.WeeklyImmediate, weekday: 5 })).toBe(monday);
  });
});

describe('planDrafts', () => {
  it('drafts a daily payor for each run day, gross less credit notes, per currency', () => {
    const drafts = planDrafts(
      [
        payment('a', { grossCents: 12_345, creditNoteCents: 2_000 }),
        payment('b', { grossCents: 1 }),
        payment('c', { currencyId: 2, grossCents: 500 }),
      ],
      new Map(),
      monday,
    );
    expect(drafts).toHaveLength(2);
    const usd = drafts.find((d) => d.currencyId === 1);
    expect(usd).toMatchObject({ id: draftIdFor(1, 1, monday), payorId: 1, draftDate: monday });
    expect(usd?.parts).toEqual([
      { paymentIds: ['a', 'b'], invoiceIds: [10, 11], grossCents: 12_346, creditNoteCents: 2_000, amountCents: 10_346 },
    ]);
    expect(drafts.find((d) => d.currencyId === 2)?.parts[0]?.amountCents).toBe(500);
  });

  it('gives the same day of a payor and currency the same draft id, and other days other ids', () => {
    expect(draftIdFor(1, 1, monday)).toBe(draftIdFor(1, 1, monday));
    expect(draftIdFor(1, 1, monday)).not.toBe(draftIdFor(1, 1, friday));
    expect(draftIdFor(1, 1, monday)).not.toBe(draftIdFor(2, 1, monday));
    expect(draftIdFor(1, 1, monday)).not.toBe(draftIdFor(1, 2, monday));
  });

  it('holds a weekly payor’s payments until the weekday, then drafts the week in one draft', () => {
    const weekly = new Map([[1, { schedule: PayoutSchedule.WeeklyStandard, weekday: 5 }]]);
    const week = [
      payment('a', { paidDate: monday }),
      payment('b', { paidDate: '2026-03-04' }),
      payment('c', { paidDate: friday }),
    ];
    expect(planDrafts(week, weekly, '2026-03-05')).toEqual([]);
    const [draft] = planDrafts(week, weekly, friday);
    expect(draft?.parts.flatMap((p) => p.paymentIds)).toEqual(['a', 'b', 'c']);
    expect(draft?.draftDate).toBe(friday);
    // A run after a missed weekday still drafts them, on its own day.
    expect(planDrafts(week, weekly, '2026-03-09')[0]?.draftDate).toBe('2026-03-09');
  });

  it('drafts a weekly-immediate payor’s QuickPay payouts at once and the rest on the weekday', () => {
    const immediate = new Map([[1, { schedule: PayoutSchedule.WeeklyImmediate, weekday: 5 }]]);
    const payments = [payment('a'), payment('b', { payoutType: PayoutType.QUICKPAY_INVOICE_PAYOUT })];
    expect(planDrafts(payments, immediate, monday)[0]?.parts[0]?.paymentIds).toEqual(['b']);
    expect(planDrafts(payments, immediate, friday)[0]?.parts[0]?.paymentIds).toEqual(['a', 'b']);
  });

  it('keeps each payor’s schedule to itself', () => {
    const schedules = new Map([[2, { schedule: PayoutSchedule.WeeklyStandard, weekday: 5 }]]);
    const drafts = planDrafts([payment('a'), payment('b', { payorId: 2 })], schedules, monday);
    expect(drafts.map((d) => d.payorId)).toEqual([1]);
  });

  it('splits a large draft into parts of bounded size that add up to the whole', () => {
    const many = Array.from({ length: maxPaymentsPerDraftPart * 2 + 3 }, (_, i) =>
      payment(`p${String(i).padStart(4, '0')}`, { invoiceIds: [i], grossCents: 100 + i }),
    );
    const [draft] = planDrafts(many, new Map(), monday);
    expect(draft?.parts.map((p) => p.paymentIds.length)).toEqual([maxPaymentsPerDraftPart, maxPaymentsPerDraftPart, 3]);
    const total = draft?.parts.reduce((sum, p) => sum + p.amountCents, 0);
    expect(total).toBe(many.reduce((sum, p) => sum + p.grossCents, 0));
  });

  it('drafts nothing when nothing is undrafted', () => {
    expect(planDrafts([], new Map(), monday)).toEqual([]);
  });
});
