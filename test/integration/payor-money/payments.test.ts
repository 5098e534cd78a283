import { describe, expect, it } from 'vitest';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { PayorPaymentDetails, PayorPaymentsPage } from '#shared/schemas/payor-payments.ts';
import { dueInvoice, json, moneyWorld, today } from './money-fixtures.ts';

describe('the payor’s payments', () => {
  it('lists what was paid on the payor’s behalf with totals, filters and paging, and shows one', async () => {
    const world = await moneyWorld();
    const standard = await dueInvoice(world, { grossCents: 40_000 });
    await dueInvoice(world, { grossCents: 60_000, paymentType: PaymentType.QuickPay, feeBps: 250, feeCents: 1_500 });
    await runPayouts();

    const page = await json<PayorPaymentsPage>(await world.broker.request('core', corePaths.payorPayments));
    expect(page.totalCount).toBe(2);
    expect(page.totals).toEqual([
      { currencyId: 1, count: 2, grossCents: 100_000, creditNoteCents: 0, amountCents: 100_000 },
    ]);
    expect(page.items.map((p) => p.payoutType).sort()).toEqual(
      [PayoutType.INVOICE_PAYOUT, PayoutType.QUICKPAY_INVOICE_PAYOUT].sort(),
    );
    const item = page.items.find((p) => p.payoutType === PayoutType.INVOICE_PAYOUT);
    expect(item).toMatchObject({
      paidDate: today,
      payeeId: world.payee.id,
      carrierName: world.payee.name,
      state: PaymentState.Paid,
      methodType: PaymentMethodType.Ach,
      invoiceCount: 1,
      grossCents: 40_000,
      amountCents: 40_000,
      draftDate: today,
    });

    const paged = await json<PayorPaymentsPage>(
      await world.broker.request(
        'core',
        `${corePaths.payorPayments}?pageSize=1&page=2&sortField=grossCents&sortAsc=true`,
      ),
    );
    expect(paged.items.map((p) => p.grossCents)).toEqual([60_000]);
    expect(paged.hasMore).toBe(false);
    const byDraft = await json<PayorPaymentsPage>(
      await world.broker.request('core', `${corePaths.payorPayments}?draftId=${item?.draftId}&datePreset=last30Days`),
    );
    expect(byDraft.totalCount).toBe(2);
    const undrafted = await json<PayorPaymentsPage>(
      await world.broker.request('core', `${corePaths.payorPayments}?drafted=false`),
    );
    expect(undrafted.totalCount).toBe(0);
    const search = await json<PayorPaymentsPage>(
      await world.broker.request('core', `${corePaths.payorPayments}?q=${standard.loadNumber}`),
    );
    expect(search.items.map((p) => p.id)).toEqual([item?.id]);

    const details = await json<PayorPaymentDetails>(
      await world.broker.request('core', fillPath(corePaths.payorPayment, { id: String(item?.id) })),
    );
    expect(details.invoices).toEqual([
      {
        id: standard.id,
        invoiceNumber: standard.invoiceNumber,
        loadNumber: standard.loadNumber,
        paymentType: PaymentType.StandardPay,
        grossCents: 40_000,
      },
    ]);
    expect(details.draft).toMatchObject({ id: item?.draftId, draftDate: today, amountCents: 100_000 });
    expect((await getInvoice(standard.id))?.paymentId).toBe(item?.id);
  });

  it('answers 400 with field errors for bad queries and ids', async () => {
    const world = await moneyWorld();
    const cases: [string, string][] = [
      ['sortField=nope', 'sortField'],
      ['startDate=2026-02-01&endDate=2026-01-01', 'endDate'],
      ['state=lost', 'state'],
      ['draftId=xyz', 'draftId'],
      ['datePreset=lastWeek', 'datePreset'],
      ['pageSize=0', 'pageSize'],
    ];
    for (const [query, field] of cases) {
      const response = await world.broker.request('core', `${corePaths.payorPayments}?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys((await json<ApiError>(response)).errors ?? {}), query).toContain(field);
    }
    expect((await world.broker.request('core', `${corePaths.payorDrafts}?endDate=tomorrow`)).status).toBe(400);
    expect((await world.broker.request('core', fillPath(corePaths.payorPayment, { id: 'not-an-id' }))).status).toBe(
      400,
    );
    expect((await world.broker.request('core', fillPath(corePaths.payorDraft, { id: 'not-an-id' }))).status).toBe(400);
  });

  it('answers 404 for another payor’s payment and draft, and 403 for a carrier', async () => {
    const world = await moneyWorld();
    const other = await moneyWorld();
    const invoice = await dueInvoice(world);
    await runPayouts();
    const paymentId = String((await getInvoice(invoice.id))?.paymentId);
    const own = await json<PayorPaymentDetails>(
      await world.broker.request('core', fillPath(corePaths.payorPayment, { id: paymentId })),
    );
    expect((await other.broker.request('core', fillPath(corePaths.payorPayment, { id: paymentId }))).status).toBe(404);
    const draftPath = fillPath(corePaths.payorDraft, { id: String(own.draftId) });
    expect((await other.broker.request('core', draftPath)).status).toBe(404);
    expect((await world.broker.request('core', draftPath)).status).toBe(200);
    expect((await other.broker.request('core', fillPath(corePaths.payorDraft, { id: 'a'.repeat(20) }))).status).toBe(
      404,
    );
    const otherList = await json<PayorPaymentsPage>(await other.broker.request('core', corePaths.payorPayments));
    expect(otherList.items).toEqual([]);
    expect((await world.carrier.request('core', corePaths.payorPayments)).status).toBe(403);
  });
});
