import { describe, expect, it } from 'vitest';
import { nextId } from '#functions/repositories/counters.ts';
import { putFundsReceiptIfAbsent } from '#functions/repositories/funds-receipts.ts';
import { getInvoice, putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import { getPayment } from '#functions/repositories/payments.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayorCategory } from '#shared/enums/payor.ts';
import { ReconciliationState } from '#shared/enums/reconciliation-state.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type {
  GotpFeesPage,
  GotpMonthPage,
  HoldsPage,
  UnreconciledFundsPage,
} from '#shared/schemas/payor-ops-reports.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createCompanyWith, createUserWithMfa } from '../../support/fixtures.ts';
import { invoiceRecord } from '../../support/invoice-records.ts';
import { dueInvoice, json, type MoneyWorld, moneyWorld, today, yesterday } from '../payor-money/money-fixtures.ts';

async function shipperSession(): Promise<ApiSession> {
  const shipper = await createCompanyWith(CompanyType.Payor, { payorTypeId: PayorCategory.Shipper });
  return (await ApiSession.signIn(await createUserWithMfa(shipper, [Role.PayorReports]))).session;
}

async function fieldsOf(response: Response): Promise<string[]> {
  return Object.keys((await json<ApiError>(response)).errors ?? {});
}

/** An invoice of the world's relationship held `daysAgo` days ago by the broker, for `reason`. */
async function heldInvoice(world: MoneyWorld, daysAgo: number, reason: HoldReason | null, grossCents: number) {
  const id = await nextId('invoice');
  const at = `${addDays(today, -daysAgo)}T17:00:00.000Z`;
  const invoice = invoiceRecord(
    {
      id,
      payeeId: world.payee.id,
      payorId: world.payor.id,
      payorName: world.payor.name,
      relationshipId: world.relationship.id,
    },
    {
      status: InvoiceStatus.Held,
      grossCents,
      netCents: grossCents,
      dates: { uploaded: addDays(today, -daysAgo - 2) },
      statusHistory: [
        { status: InvoiceStatus.Pending, at: `${addDays(today, -daysAgo - 2)}T14:00:00.000Z`, actor: 'payor' },
        {
          status: InvoiceStatus.Held,
          at,
          actor: 'payor',
          byUserId: 9,
          byName: 'Hal Holder',
          byCompanyName: world.payor.name,
        },
      ],
      reviewNote:
        reason === null
          ? null
          : { status: InvoiceStatus.Held, holdReason: reason, text: 'why', at, byName: 'Hal Holder' },
    },
  );
  await putInvoiceIfAbsent(invoice);
  return invoice;
}

describe('the payor’s GOTP fees report', () => {
  it('sums the GOTP fees the payout run charged, by month, and lists the invoices behind a month', async () => {
    const world = await moneyWorld();
    const gotp = { paymentType: PaymentType.GuaranteedOnTimePay, feeBps: 100 } as const;
    const first = await dueInvoice(world, { ...gotp, grossCents: 120_000, feeCents: 1_200, netCents: 118_800 });
    const second = await dueInvoice(world, { ...gotp, grossCents: 55_555, feeCents: 556, netCents: 54_999 });
    await dueInvoice(world, { grossCents: 70_000 });
    await runPayouts(new Date());
    const paid = await getInvoice(first.id);
    expect(paid?.status).toBe(InvoiceStatus.Paid);
    const payment = await getPayment(paid?.paymentId ?? '');

    const response = await world.broker.request('core', corePaths.payorGotpFees);
    expect(response.status).toBe(200);
    const page = await json<GotpFeesPage>(response);
    const month = (payment?.paidDate ?? yesterday).slice(0, 7);
    expect(page.items).toEqual([
      { month, currencyId: Currency.USD, invoiceCount: 2, grossCents: 175_555, feeCents: 1_756 },
    ]);
    // The report's fees are the fees the payment charged (the Standard Pay invoice had none).
    expect(page.totals).toEqual([
      { currencyId: Currency.USD, count: 2, amountCents: 175_555, feeCents: payment?.termFeeCents },
    ]);

    const details = await json<GotpMonthPage>(
      await world.broker.request('core', fillPath(corePaths.payorGotpFeeMonth, { id: month })),
    );
    expect(details.items.map((invoice) => invoice.invoiceId).sort()).toEqual([first.id, second.id].sort());
    expect(
      details.items.every((invoice) => invoice.paymentId === payment?.id && invoice.carrierName === world.payee.name),
    ).toBe(true);
    expect(details.totals[0]?.feeCents).toBe(1_756);
  });

  it('answers 404 for a month without fees or another payor’s, 400 for bad input, 403 to a shipper', async () => {
    const world = await moneyWorld();
    await dueInvoice(world, {
      paymentType: PaymentType.GuaranteedOnTimePay,
      feeBps: 100,
      feeCents: 1_000,
      netCents: 99_000,
    });
    await runPayouts(new Date());
    const month = yesterday.slice(0, 7);
    const other = await moneyWorld();
    expect((await other.broker.request('core', fillPath(corePaths.payorGotpFeeMonth, { id: month }))).status).toBe(404);
    expect((await world.broker.request('core', fillPath(corePaths.payorGotpFeeMonth, { id: '2001-01' }))).status).toBe(
      404,
    );
    expect((await world.broker.request('core', fillPath(corePaths.payorGotpFeeMonth, { id: '2026-13' }))).status).toBe(
      400,
    );
    const bad = await world.broker.request('core', `${corePaths.payorGotpFees}?sortField=nope&startDate=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toEqual(expect.arrayContaining(['sortField', 'startDate']));
    const shipper = await shipperSession();
    expect((await shipper.request('core', corePaths.payorGotpFees)).status).toBe(403);
    expect((await shipper.request('core', fillPath(corePaths.payorGotpFeeMonth, { id: month }))).status).toBe(403);
    expect((await world.carrier.request('core', corePaths.payorGotpFees)).status).toBe(403);
  });
});

describe('the payor’s holds report', () => {
  it('lists held invoices with who held them, when, why and how long ago; totals are the held gross', async () => {
    const world = await moneyWorld();
    const recent = await heldInvoice(world, 2, HoldReason.PAYOR_MANUAL_HOLD, 10_000);
    const old = await heldInvoice(world, 40, HoldReason.WAITING_FOR_LOR, 25_000);
    const unexplained = await heldInvoice(world, 70, null, 7_500);
    await dueInvoice(world);

    const page = await json<HoldsPage>(await world.broker.request('core', corePaths.payorHolds));
    expect(page.items.map((hold) => hold.invoiceId)).toEqual([recent.id, old.id, unexplained.id]);
    expect(page.items[0]).toMatchObject({
      holdReasonId: HoldReason.PAYOR_MANUAL_HOLD,
      heldByName: 'Hal Holder',
      heldDate: addDays(today, -2),
      ageDays: 2,
      ageBucket: '0-7',
      carrierName: world.payee.name,
    });
    expect(page.items.map((hold) => hold.ageBucket)).toEqual(['0-7', '31-60', '61+']);
    expect(page.totals).toEqual([{ currencyId: Currency.USD, count: 3, amountCents: 42_500 }]);
    expect(page.byReason).toEqual(
      expect.arrayContaining([
        { key: String(HoldReason.PAYOR_MANUAL_HOLD), currencyId: Currency.USD, count: 1, amountCents: 10_000 },
        { key: '0', currencyId: Currency.USD, count: 1, amountCents: 7_500 },
      ]),
    );
    const filtered = await json<HoldsPage>(
      await world.broker.request(
        'core',
        `${corePaths.payorHolds}?ageBucket=31-60&holdReasonId=${HoldReason.WAITING_FOR_LOR}`,
      ),
    );
    expect(filtered.items.map((hold) => hold.invoiceId)).toEqual([old.id]);
    // The shell's currency choice: no held invoice is in Canadian dollars.
    const cad = await json<HoldsPage>(
      await world.broker.request('core', `${corePaths.payorHolds}?sessionCurrencyId=2`),
    );
    expect(cad.totalCount).toBe(0);
    // Another payor's holds are not in its report.
    const other = await moneyWorld();
    expect((await json<HoldsPage>(await other.broker.request('core', corePaths.payorHolds))).totalCount).toBe(0);
  });

  it('answers 400 with field errors for bad input and 403 to a shipper', async () => {
    const world = await moneyWorld();
    const bad = await world.broker.request('core', `${corePaths.payorHolds}?holdReasonId=99&ageBucket=old&pageSize=0`);
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toEqual(expect.arrayContaining(['holdReasonId', 'ageBucket', 'pageSize']));
    expect((await (await shipperSession()).request('core', corePaths.payorHolds)).status).toBe(403);
  });
});

describe('the payor’s unreconciled-funds report', () => {
  it('lists the payor’s receipts with the open invoices each could pay; totals are the receipts’ sum', async () => {
    const world = await moneyWorld();
    const open = async (grossCents: number) => {
      const id = await nextId('invoice');
      const invoice = invoiceRecord(
        {
          id,
          payeeId: world.payee.id,
          payorId: world.payor.id,
          payorName: world.payor.name,
          relationshipId: world.relationship.id,
        },
        {
          status: InvoiceStatus.Approved,
          grossCents,
          netCents: grossCents,
          expectedPayDate: addDays(today, 30),
          dates: { approved: addDays(today, -5) },
        },
      );
      await putInvoiceIfAbsent(invoice);
      return invoice;
    };
    const [a, b, c] = [await open(40_000), await open(15_000), await open(25_000)];
    const receipt = async (amountCents: number, state: ReconciliationState, daysAgo: number) => {
      const id = await nextId('funds-receipt');
      await putFundsReceiptIfAbsent({
        id,
        payorId: world.payor.id,
        reference: `REF-${id}`,
        receivedDate: addDays(today, -daysAgo),
        currencyId: Currency.USD,
        amountCents,
        state,
        createdAt: new Date().toISOString(),
      });
      return id;
    };
    const exact = await receipt(40_000, ReconciliationState.Unreconciled, 1);
    const none = await receipt(12_345, ReconciliationState.Unreconciled, 2);
    const reversed = await receipt(40_000, ReconciliationState.Reversed, 3);

    const page = await json<UnreconciledFundsPage>(
      await world.broker.request('core', corePaths.payorUnreconciledFunds),
    );
    expect(page.items.map((item) => item.id)).toEqual([exact, none, reversed]);
    const [first, second, third] = page.items;
    // 40,000 is invoice a alone, or b and c together.
    expect(first?.candidates.map((set) => set.invoices.map((invoice) => invoice.invoiceId))).toEqual([
      [a.id],
      [b.id, c.id],
    ]);
    expect(second?.candidates).toEqual([]);
    expect(third?.candidates).toEqual([]);
    expect(page.totals).toEqual([{ currencyId: Currency.USD, count: 3, amountCents: 92_345 }]);
    const unreconciled = await json<UnreconciledFundsPage>(
      await world.broker.request(
        'core',
        `${corePaths.payorUnreconciledFunds}?state=${ReconciliationState.Unreconciled}`,
      ),
    );
    expect(unreconciled.totals).toEqual([{ currencyId: Currency.USD, count: 2, amountCents: 52_345 }]);
    const other = await moneyWorld();
    expect(
      (await json<UnreconciledFundsPage>(await other.broker.request('core', corePaths.payorUnreconciledFunds)))
        .totalCount,
    ).toBe(0);
  });

  it('answers 400 with field errors for bad input and 403 to a shipper', async () => {
    const world = await moneyWorld();
    const bad = await world.broker.request('core', `${corePaths.payorUnreconciledFunds}?state=7&datePreset=someday`);
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toEqual(expect.arrayContaining(['state', 'datePreset']));
    expect((await (await shipperSession()).request('core', corePaths.payorUnreconciledFunds)).status).toBe(403);
  });
});
