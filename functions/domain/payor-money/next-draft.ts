import { PayoutSchedule } from '#shared/enums/payout.ts';
import { type DraftSchedule, draftDueDate, nextWeekday } from './draft-schedule.ts';
import { planDrafts, type UndraftedPayment } from './plan-drafts.ts';

/**
 * The payor's next draft in one currency, as the payout run will take it: the day of the first run
 * that finds any of its waiting payments due, and what that run drafts (planDrafts on that day).
 * `waiting…` counts every payment not yet drafted, which is more than the draft only when some
 * are due later still (a run that could not draft them, or a schedule changed meanwhile).
 */
export type UpcomingDraft = {
  currencyId: number;
  draftDate: string;
  paymentCount: number;
  invoiceCount: number;
  grossCents: number;
  creditNoteCents: number;
  amountCents: number;
  waitingPaymentCount: number;
  waitingAmountCents: number;
};

/**
 * The next draft per currency of one payor's undrafted payments under its schedule, from `today`
 * on (a payment whose day has passed is drafted by the next run, today's at the earliest); by
 * currency id. Runs are daily, so the day is a calendar date, not a time.
 */
export function upcomingDrafts(
  payments: readonly UndraftedPayment[],
  schedule: DraftSchedule,
  today: string,
): UpcomingDraft[] {
  const byCurrency = new Map<number, UndraftedPayment[]>();
  for (const payment of payments)
    byCurrency.set(payment.currencyId, [...(byCurrency.get(payment.currencyId) ?? []), payment]);
  return [...byCurrency]
    .sort(([a], [b]) => a - b)
    .map(([currencyId, waiting]) => {
      const firstDue = waiting.map((p) => draftDueDate(p, schedule)).sort()[0] as string;
      const draftDate = firstDue > today ? firstDue : today;
      const schedules = new Map(waiting.map((p) => [p.payorId, schedule]));
      const parts = planDrafts(waiting, schedules, draftDate).flatMap((draft) => draft.parts);
      const sum = (pick: (part: (typeof parts)[number]) => number) => parts.reduce((t, part) => t + pick(part), 0);
      return {
        currencyId,
        draftDate,
        paymentCount: sum((part) => part.paymentIds.length),
        invoiceCount: sum((part) => part.invoiceIds.length),
        grossCents: sum((part) => part.grossCents),
        creditNoteCents: sum((part) => part.creditNoteCents),
        amountCents: sum((part) => part.amountCents),
        waitingPaymentCount: waiting.length,
        waitingAmountCents: waiting.reduce((t, p) => t + p.grossCents - p.creditNoteCents, 0),
      };
    });
}

/**
 * The next day the schedule itself drafts, whatever waits: a weekly schedule's weekday on or after
 * today; null under Daily, which drafts each payment on the day it is paid.
 */
export function scheduledDraftDay(schedule: DraftSchedule, today: string): string | null {
  return schedule.schedule === PayoutSchedule.Daily ? null : nextWeekday(today, schedule.weekday);
}
