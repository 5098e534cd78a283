import { describe, expect, it } from 'vitest';
import { getDraft } from '#functions/repositories/drafts.ts';
import { listPayorPayments } from '#functions/repositories/payments.ts';
import { draftPayors } from '#functions/services/payor-drafts.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { corePaths } from '#shared/api/paths.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { PayoutSchedule } from '#shared/enums/payout.ts';
import type { PayorDraftSchedule } from '#shared/schemas/payor-payments.ts';
import { dueInvoice, issueNote, json, type MoneyWorld, moneyWorld, today } from './money-fixtures.ts';

const day = 86_400_000;
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Settings of a weekly schedule drafting on the weekday of `draftDay` (never today, so the run drafts nothing at once). */
const weekly = (schedule: PayoutSchedule, draftDay: string) => ({
  [String(CompanySetting.DraftSchedule)]: schedule,
  [String(CompanySetting.DraftScheduleDayOfWeek)]: String(weekdayOf(draftDay)),
});

const draftSchedule = async (world: MoneyWorld, query = '') =>
  json<PayorDraftSchedule>(await world.broker.request('core', `${corePaths.payorDraftSchedule}${query}`));

describe('the payor’s next draft', () => {
  it('tells a weekly payor when its waiting payments are drafted and for how much, as the run then drafts them', async () => {
    const draftDay = addDays(today, 2);
    const world = await moneyWorld(weekly(PayoutSchedule.WeeklyStandard, draftDay));
    expect((await issueNote(world, { amountCents: 15_000 })).status).toBe(201);
    await dueInvoice(world, { grossCents: 70_000 });
    await dueInvoice(world, { grossCents: 30_001 });
    await runPayouts();

    const before = await draftSchedule(world);
    expect(before).toEqual({
      schedule: PayoutSchedule.WeeklyStandard,
      weekday: weekdayOf(draftDay),
      scheduledDate: draftDay,
      upcoming: [
        {
          currencyId: 1,
          draftDate: draftDay,
          paymentCount: 1,
          invoiceCount: 2,
          grossCents: 100_001,
          creditNoteCents: 15_000,
          amountCents: 85_001,
          waitingPaymentCount: 1,
          waitingAmountCents: 85_001,
        },
      ],
      lastDrafts: [],
    });

    // The run of that day drafts exactly what was announced; then nothing waits.
    await draftPayors(new Date(Date.now() + 2 * day));
    const [payment] = await listPayorPayments({ payorId: world.payor.id });
    const draft = await getDraft(String(payment?.draftId));
    expect(draft).toMatchObject({ draftDate: draftDay, amountCents: 85_001, paymentCount: 1 });
    const after = await draftSchedule(world);
    expect(after.upcoming).toEqual([]);
    expect(after.lastDrafts).toEqual([
      expect.objectContaining({ id: draft?.id, draftDate: draftDay, amountCents: 85_001 }),
    ]);
  });

  it('shows a daily payor its last draft and no scheduled day, within the shell’s currency', async () => {
    const world = await moneyWorld();
    await dueInvoice(world, { grossCents: 12_345 });
    await runPayouts();

    const schedule = await draftSchedule(world);
    expect(schedule).toMatchObject({ schedule: PayoutSchedule.Daily, scheduledDate: null, upcoming: [] });
    expect(schedule.lastDrafts).toEqual([
      expect.objectContaining({ currencyId: 1, draftDate: today, amountCents: 12_345, schedule: PayoutSchedule.Daily }),
    ]);
    expect((await draftSchedule(world, '?sessionCurrencyId=2')).lastDrafts).toEqual([]);
    expect((await world.broker.request('core', `${corePaths.payorDraftSchedule}?sessionCurrencyId=x`)).status).toBe(
      400,
    );
  });

  it('is each payor’s own: another payor sees none of it, and a carrier may not ask', async () => {
    const world = await moneyWorld(weekly(PayoutSchedule.WeeklyImmediate, addDays(today, 3)));
    await dueInvoice(world, { grossCents: 40_000 });
    await runPayouts();
    expect((await draftSchedule(world)).upcoming).toHaveLength(1);

    const other = await moneyWorld();
    expect(await draftSchedule(other)).toMatchObject({ upcoming: [], lastDrafts: [] });
    expect((await world.carrier.request('core', corePaths.payorDraftSchedule)).status).toBe(403);
  });
});
