import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { shareOf } from '#functions/domain/payor-reports/revenue-share.ts';
import { reportsApp } from '#functions/reports/app.ts';
import { putCreditLimit } from '#functions/repositories/credit-limits.ts';
import { listAllInvoices } from '#functions/repositories/invoices.ts';
import { getPaymentInvoices, listPayorPayments } from '#functions/repositories/payments.ts';
import { findUserIdByEmail } from '#functions/repositories/users.ts';
import { refundPayment } from '#functions/services/payment-refund.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { quickPayRevenueShareBps } from '#shared/constants/revenue-share.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutSchedule, PayoutType } from '#shared/enums/payout.ts';
import { Role } from '#shared/enums/role.ts';
import type {
  BillingActivityPage,
  CreditUsagePage,
  PurchasedInvoicesPage,
  RefundsPage,
  RevenueSharePage,
} from '#shared/schemas/payor-ledger-reports.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createCompanyWith, createUserWithMfa } from '../../support/fixtures.ts';
import { dueInvoice, json, type MoneyWorld, moneyWorld, today } from '../payor-money/money-fixtures.ts';

/**
 * The payor's ledger reports against the emulators: each report's figures are checked against the
 * records they are a query over (payments, drafts, invoices, refunds), read through the
 * repositories, so a report can never drift into a bookkeeping of its own.
 */

const noonOf = (day: string) => new Date(`${day}T18:00:00.000Z`);
const quickPay = (grossCents: number) => {
  const feeCents = Math.round((grossCents * 250) / 10_000);
  return { grossCents, paymentType: PaymentType.QuickPay, feeBps: 250, feeCents, netCents: grossCents - feeCents };
};
const approvedOn = (day: string) => ({
  statusHistory: [
    { status: InvoiceStatus.Pending, at: `${addDays(day, -1)}T14:00:00.000Z`, actor: 'payor' },
    { status: InvoiceStatus.Approved, at: `${day}T16:00:00.000Z`, actor: 'payor' },
  ],
});

const report = (session: ApiSession, path: string, query = '') => session.request('core', `${path}${query}`);
const activity = (id: number) => fillPath(corePaths.payorFinancialAccountActivity, { id });

async function exportRequest(session: ApiSession, path: string): Promise<Response> {
  const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return await reportsApp.request(`${apiRoots.exports}/core${path}`, { headers: { cookie } });
}

async function sheetLines(response: Response): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const lines: string[] = [];
  workbook.worksheets[0]?.eachRow((row) =>
    lines.push(
      (row.values as unknown[])
        .slice(1)
        .map((value) =>
          value && typeof value === 'object' && 'result' in value ? String(value.result) : String(value ?? ''),
        )
        .join('|'),
    ),
  );
  return lines;
}

describe('payor ledger reports', () => {
  /** A daily payor: a refunded QuickPay payment, a kept QuickPay payment, a Standard Pay one, an approved invoice. */
  let daily: MoneyWorld;
  /** A weekly payor whose QuickPay payment waits for its draft day: LanePay carries it. */
  let weekly: MoneyWorld;
  const tenDaysAgo = addDays(today, -10);
  const fiveDaysAgo = addDays(today, -5);

  beforeAll(async () => {
    const staffUserId = Number(await findUserIdByEmail('admin@demo.test'));
    daily = await moneyWorld({
      [String(CompanySetting.QuickPayRevenueShareThreshold)]: '10',
      [String(CompanySetting.QuickPayRevenueShareCalculatedWeekly)]: 'false',
    });
    await putCreditLimit({
      payorId: daily.payor.id,
      currencyId: 1,
      limitCents: 5_000_00,
      setAt: new Date().toISOString(),
      setByName: null,
    });
    await dueInvoice(daily, { ...quickPay(400_000), expectedPayDate: tenDaysAgo });
    await runPayouts(noonOf(tenDaysAgo));
    await dueInvoice(daily, quickPay(200_000));
    await dueInvoice(daily, { grossCents: 150_000, netCents: 150_000 });
    await runPayouts();
    await dueInvoice(daily, { expectedPayDate: addDays(today, 20), ...approvedOn(addDays(today, -3)) });
    const refunded = (await listPayorPayments({ payorId: daily.payor.id })).find((p) => p.paidDate === tenDaysAgo);
    await refundPayment(
      { paymentId: String(refunded?.id), staffUserId, reason: 'Load cancelled' },
      noonOf(fiveDaysAgo),
    );

    const sunday = 0;
    const draftWeekday = new Date(`${today}T12:00:00Z`).getUTCDay() === sunday ? 3 : sunday;
    weekly = await moneyWorld({
      [String(CompanySetting.DraftSchedule)]: PayoutSchedule.WeeklyStandard,
      [String(CompanySetting.DraftScheduleDayOfWeek)]: String(draftWeekday),
    });
    await dueInvoice(weekly, quickPay(300_000));
    await runPayouts();
  }, 60_000);

  describe('billing activity', () => {
    it('lists the drafts whose totals are the drafted payments, gross less credit notes', async () => {
      const page = await json<BillingActivityPage>(
        await report(daily.broker, corePaths.payorBillingActivity, '?datePreset=last30Days'),
      );
      const payments = (await listPayorPayments({ payorId: daily.payor.id })).filter((p) => p.draftId);
      expect(new Set(page.items.map((d) => d.id))).toEqual(new Set(payments.map((p) => p.draftId)));
      expect(page.totals).toEqual([
        {
          currencyId: 1,
          draftCount: new Set(payments.map((p) => p.draftId)).size,
          invoiceCount: payments.reduce((sum, p) => sum + p.invoiceIds.length, 0),
          grossCents: payments.reduce((sum, p) => sum + p.grossCents, 0),
          creditNoteCents: 0,
          amountCents: payments.reduce((sum, p) => sum + p.grossCents - (p.creditNoteCents ?? 0), 0),
        },
      ]);
      expect(page.items[0]?.draftDate).toBe(today);
    });

    it('sorts and pages', async () => {
      const byAmount = await json<BillingActivityPage>(
        await report(daily.broker, corePaths.payorBillingActivity, '?sortField=amountCents&sortAsc=true&pageSize=1'),
      );
      expect(byAmount.items).toHaveLength(1);
      expect(byAmount.totalCount).toBeGreaterThanOrEqual(2);
      // Today's draft took the QuickPay and the Standard Pay payments of the day: 2,000 + 1,500.
      expect(byAmount.items[0]?.amountCents).toBe(350_000);
    });

    it('gives its details as a file whose lines add up to the drafts', async () => {
      const response = await exportRequest(
        daily.broker,
        `${corePaths.payorBillingActivityDetails}?datePreset=last30Days`,
      );
      expect(response.status).toBe(200);
      const lines = await sheetLines(response);
      expect(lines[0]?.startsWith('LanePay · Billing details')).toBe(true);
      const invoices = await listAllInvoices({
        owner: { side: 'payor', companyId: daily.payor.id },
        statuses: [InvoiceStatus.Paid, InvoiceStatus.Refunded],
      });
      for (const invoice of invoices) expect(lines.some((line) => line.includes(invoice.invoiceNumber))).toBe(true);
      expect(lines.at(-1)).toBe(`Total USD||||||||${(750_000 / 100).toString()}|USD`);
    });
  });

  describe('credit usage', () => {
    it('is the approved unpaid invoices plus the QuickPay LanePay carries, against the limit', async () => {
      const page = await json<CreditUsagePage>(await report(daily.broker, corePaths.payorCreditUsage));
      const approved = await listAllInvoices({
        owner: { side: 'payor', companyId: daily.payor.id },
        statuses: [InvoiceStatus.Approved, InvoiceStatus.MissingBank],
      });
      const approvedCents = approved.reduce((sum, i) => sum + i.grossCents, 0);
      expect(approvedCents).toBe(100_000);
      expect(page.lines).toEqual([
        {
          currencyId: 1,
          limitCents: 5_000_00,
          approvedUnfundedCents: approvedCents,
          approvedUnfundedCount: 1,
          advancedUnfundedCents: 0,
          advancedUnfundedCount: 0,
          usedCents: approvedCents,
          availableCents: 5_000_00 - approvedCents,
          utilisationBps: 2_000,
        },
      ]);
      expect(page.startDate).toBe(addDays(today, -29));
      expect(page.totalCount).toBe(30);
      // The history: the refunded QuickPay was carried from its paid day until its refund.
      const history = await json<CreditUsagePage>(
        await report(
          daily.broker,
          corePaths.payorCreditUsage,
          `?startDate=${tenDaysAgo}&endDate=${today}&sortAsc=true`,
        ),
      );
      const used = Object.fromEntries(history.items.map((day) => [day.date, day.advancedUnfundedCents]));
      expect(used[tenDaysAgo]).toBe(0);
      expect(history.items.find((d) => d.date === today)?.usedCents).toBe(approvedCents);
    });

    it('counts a QuickPay payment no draft has funded yet', async () => {
      const page = await json<CreditUsagePage>(await report(weekly.broker, corePaths.payorCreditUsage));
      const carried = (await listPayorPayments({ payorId: weekly.payor.id })).filter(
        (p) => p.payoutType === PayoutType.QUICKPAY_INVOICE_PAYOUT && !p.draftId,
      );
      expect(carried).toHaveLength(1);
      expect(page.lines).toEqual([
        expect.objectContaining({
          limitCents: null,
          advancedUnfundedCents: carried[0]?.grossCents,
          advancedUnfundedCount: 1,
          usedCents: 300_000,
          availableCents: null,
        }),
      ]);
      expect(page.items.find((d) => d.date === today)?.advancedUnfundedCents).toBe(300_000);
    });
  });

  describe('financial account activity', () => {
    it('11 lists the invoices LanePay paid early on QuickPay, totals from their payments', async () => {
      const page = await json<PurchasedInvoicesPage>(
        await report(daily.broker, activity(11), '?datePreset=last30Days'),
      );
      const payments = (await listPayorPayments({ payorId: daily.payor.id })).filter(
        (p) => p.payoutType === PayoutType.QUICKPAY_INVOICE_PAYOUT,
      );
      const invoices = (await Promise.all(payments.map(getPaymentInvoices))).flat();
      expect(page.reportTypeId).toBe(11);
      expect(page.items.map((i) => i.invoiceId).sort()).toEqual(invoices.map((i) => i.id).sort());
      expect(page.totals).toEqual([
        {
          currencyId: 1,
          count: 2,
          grossCents: invoices.reduce((sum, i) => sum + i.grossCents, 0),
          feeCents: payments.reduce((sum, p) => sum + p.termFeeCents, 0),
          advancedCents: invoices.reduce((sum, i) => sum + i.grossCents - i.feeCents, 0),
          unfundedCents: 0,
        },
      ]);
    });

    it('20 shares the fees of paid QuickPay payments above the threshold, per month', async () => {
      const page = await json<RevenueSharePage>(await report(daily.broker, activity(20)));
      const kept = (await listPayorPayments({ payorId: daily.payor.id })).filter(
        (p) => p.payoutType === PayoutType.QUICKPAY_INVOICE_PAYOUT && p.state === PaymentState.Paid,
      );
      expect(kept).toHaveLength(1);
      const fee = kept[0]?.termFeeCents ?? 0;
      expect(page).toMatchObject({
        reportTypeId: 20,
        period: 'month',
        thresholdCents: 1_000,
        shareBps: quickPayRevenueShareBps,
        totalCount: 1,
      });
      expect(page.items[0]).toMatchObject({
        feeCents: fee,
        thresholdCents: 1_000,
        eligibleFeeCents: fee - 1_000,
        shareBps: quickPayRevenueShareBps,
        shareCents: shareOf(fee - 1_000, quickPayRevenueShareBps),
      });
      expect(page.totals[0]?.shareCents).toBe(page.items[0]?.shareCents);
    });

    it('22 lists the invoices of refunded payments, with the fee returned to the carrier', async () => {
      const page = await json<RefundsPage>(await report(daily.broker, activity(22), '?datePreset=last30Days'));
      const refunded = (await listPayorPayments({ payorId: daily.payor.id })).filter(
        (p) => p.state === PaymentState.Refunded,
      );
      expect(refunded).toHaveLength(1);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({ refundDate: fiveDaysAgo, reason: 'Load cancelled', grossCents: 400_000 });
      expect(page.totals).toEqual([
        {
          currencyId: 1,
          count: 1,
          grossCents: refunded[0]?.grossCents,
          feeRefundCents: refunded[0]?.refund?.termFeeRefundCents,
        },
      ]);
      const before = await json<RefundsPage>(
        await report(
          daily.broker,
          activity(22),
          `?startDate=${addDays(today, -60)}&endDate=${addDays(fiveDaysAgo, -1)}`,
        ),
      );
      expect(before.totalCount).toBe(0);
    });

    it('answers a number that is no report type with 404', async () => {
      for (const id of [12, 21, 999]) expect((await report(daily.broker, activity(id))).status).toBe(404);
    });

    it('exports each report as a workbook whose totals are the screen’s', async () => {
      const response = await exportRequest(daily.broker, `${activity(22)}?datePreset=last30Days&exportReport=true`);
      expect(response.status).toBe(200);
      const lines = await sheetLines(response);
      expect(lines[0]?.startsWith('LanePay · Invoice refunds')).toBe(true);
      expect(lines.at(-1)?.startsWith('Total USD')).toBe(true);
      expect(lines.at(-1)).toContain('|4000|');
      expect((await exportRequest(daily.broker, `${activity(13)}?exportReport=true`)).status).toBe(404);
      for (const path of [activity(11), activity(20), corePaths.payorCreditUsage, corePaths.payorBillingActivity]) {
        expect((await exportRequest(daily.broker, `${path}?exportReport=true`)).status).toBe(200);
      }
    });
  });

  describe('input and access', () => {
    it('answers bad input with 400 and field errors', async () => {
      const cases = [
        [corePaths.payorBillingActivity, '?startDate=2026-02-30', 'startDate'],
        [corePaths.payorBillingActivity, '?sortField=carrier', 'sortField'],
        [corePaths.payorCreditUsage, `?startDate=${today}&endDate=${addDays(today, -1)}`, 'endDate'],
        [activity(11), '?datePreset=lastYear', 'datePreset'],
        [activity(20), '?pageSize=0', 'pageSize'],
        ['/payor/report/financial_account_activity/eleven', '', 'id'],
      ] as const;
      for (const [path, query, field] of cases) {
        const response = await report(daily.broker, path, query);
        expect(response.status, `${path}${query}`).toBe(400);
        const body = await json<{ errors: Record<string, string[]> }>(response);
        expect(Object.keys(body.errors)).toContain(field);
      }
    });

    it('shows a payor only its own records', async () => {
      const other = await moneyWorld();
      const refunds = await json<RefundsPage>(await report(other.broker, activity(22)));
      const billing = await json<BillingActivityPage>(await report(other.broker, corePaths.payorBillingActivity));
      const usage = await json<CreditUsagePage>(await report(other.broker, corePaths.payorCreditUsage));
      expect(refunds.totalCount).toBe(0);
      expect(billing.totalCount).toBe(0);
      expect(usage.lines).toEqual([]);
    });

    it('refuses shippers and carriers (signed-out callers: the security suite)', async () => {
      const shipper = await createCompanyWith(CompanyType.Payor, {
        name: `Shipper ${randomUUID().slice(0, 8)}`,
        payorTypeId: 3,
      });
      const { session } = await ApiSession.signIn(
        await createUserWithMfa(shipper, [Role.PayorSubmission, Role.PayorReports]),
      );
      for (const path of [
        corePaths.payorBillingActivity,
        corePaths.payorCreditUsage,
        activity(11),
        activity(20),
        activity(22),
      ]) {
        expect((await report(session, path)).status).toBe(403);
        expect((await report(daily.carrier, path)).status).toBe(403);
        expect((await exportRequest(session, `${path}?exportReport=true`)).status).toBe(403);
      }
      expect((await exportRequest(session, corePaths.payorBillingActivityDetails)).status).toBe(403);
    });
  });
});
