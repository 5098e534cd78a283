import { describe, expect, it } from 'vitest';
import { getDraft } from '#functions/repositories/drafts.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { getPayment, listPayorPayments } from '#functions/repositories/payments.ts';
import { draftPayors } from '#functions/services/payor-drafts.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutSchedule } from '#shared/enums/payout.ts';
import type { PayorDraft, PayorDraftsPage, PayorPaymentDetails } from '#shared/schemas/payor-payments.ts';
import { dueInvoice, json, moneyWorld, today } from './money-fixtures.ts';

const day = 86_400_000;
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

function schedule(value: PayoutSchedule, weekday: number) {
  return {
    [String(CompanySetting.DraftSchedule)]: value,
    [String(CompanySetting.DraftScheduleDayOfWeek)]: String(weekday),
  };
}

describe('the payout run drafting payors', () => {
  it('drafts a daily payor once for the gross of what it paid, and a repeated run drafts nothing twice', async () => {
    const world = await moneyWorld();
    const first = await dueInvoice(world, { grossCents: 100_000, netCents: 100_000 });
    await dueInvoice(world, { grossCents: 50_001, netCents: 50_001 });
    await runPayouts();

    const [payment] = await listPayorPayments({ payorId: world.payor.id });
    expect(payment).toMatchObject({ payorId: world.payor.id, grossCents: 150_001, draftDate: today });
    const draft = await getDraft(String(payment?.draftId));
    expect(draft).toMatchObject({
      payorId: world.payor.id,
      draftDate: today,
      schedule: PayoutSchedule.Daily,
      paymentIds: [payment?.id],
      paymentCount: 1,
      invoiceCount: 2,
      grossCents: 150_001,
      creditNoteCents: 0,
      amountCents: 150_001,
    });
    expect(draft?.invoiceIds).toContain(first.id);

    await runPayouts();
    await draftPayors();
    expect(await getDraft(String(payment?.draftId))).toEqual(draft);

    const drafts = await json<PayorDraftsPage>(await world.broker.request('core', corePaths.payorDrafts));
    expect(drafts.items.map((d) => [d.id, d.amountCents])).toEqual([[draft?.id, 150_001]]);
    expect(drafts.totals).toEqual([{ currencyId: 1, count: 1, amountCents: 150_001 }]);
    const one = await world.broker.request('core', fillPath(corePaths.payorDraft, { id: String(draft?.id) }));
    expect((await json<PayorDraft>(one)).paymentCount).toBe(1);
  });

  it('drafts each payor once when two runs go at the same time', async () => {
    const world = await moneyWorld();
    const invoices = await Promise.all([30_000, 40_000, 50_000].map((grossCents) => dueInvoice(world, { grossCents })));
    await Promise.all([runPayouts(), runPayouts()]);
    // A run that lost a race on a draft leaves it to the next run.
    await draftPayors();

    const payments = await listPayorPayments({ payorId: world.payor.id });
    const draftIds = new Set(payments.map((p) => p.draftId));
    expect(draftIds.size).toBe(1);
    const draft = await getDraft(String([...draftIds][0]));
    expect(draft?.amountCents).toBe(120_000);
    expect(draft?.invoiceIds).toEqual(invoices.map((i) => i.id).sort((a, b) => a - b));
    expect(draft?.paymentCount).toBe(payments.length);
  });

  it('holds a weekly payor’s payments until its weekday, then drafts them in one draft', async () => {
    const draftDay = addDays(today, 2);
    const world = await moneyWorld(schedule(PayoutSchedule.WeeklyStandard, weekdayOf(draftDay)));
    await dueInvoice(world, { grossCents: 70_000 });
    await runPayouts();
    const [payment] = await listPayorPayments({ payorId: world.payor.id });
    expect(payment?.draftId ?? null).toBeNull();

    await draftPayors(new Date(Date.now() + day));
    expect((await getPayment(String(payment?.id)))?.draftId ?? null).toBeNull();

    await draftPayors(new Date(Date.now() + 2 * day));
    const drafted = await getPayment(String(payment?.id));
    expect(drafted?.draftDate).toBe(draftDay);
    expect(await getDraft(String(drafted?.draftId))).toMatchObject({
      schedule: PayoutSchedule.WeeklyStandard,
      amountCents: 70_000,
    });
  });

  it('drafts a weekly-immediate payor’s QuickPay payouts at once, for the gross (the fee is the carrier’s)', async () => {
    const world = await moneyWorld(schedule(PayoutSchedule.WeeklyImmediate, weekdayOf(addDays(today, 3))));
    const quick = await dueInvoice(world, {
      grossCents: 100_000,
      paymentType: PaymentType.QuickPay,
      feeBps: 250,
      feeCents: 2_500,
      netCents: 97_500,
    });
    await dueInvoice(world, { grossCents: 20_000 });
    await runPayouts();

    const quickPayment = await getPayment(String((await getInvoice(quick.id))?.paymentId));
    expect(quickPayment?.netCents).toBe(97_500);
    expect(await getDraft(String(quickPayment?.draftId))).toMatchObject({ amountCents: 100_000, paymentCount: 1 });
    const details = await json<PayorPaymentDetails>(
      await world.broker.request('core', fillPath(corePaths.payorPayment, { id: String(quickPayment?.id) })),
    );
    expect(details.draft).toMatchObject({ id: quickPayment?.draftId, amountCents: 100_000 });
    const standard = (await listPayorPayments({ payorId: world.payor.id })).find((p) => p.id !== quickPayment?.id);
    expect(standard?.draftId ?? null).toBeNull();
  });
});
