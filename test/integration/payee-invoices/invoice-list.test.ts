import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmationNumberOf, planPayouts } from '#functions/domain/payouts/plan-payouts.ts';
import { getInvoiceTallies } from '#functions/repositories/invoices.ts';
import { recordPayment } from '#functions/repositories/payments.ts';
import { corePaths } from '#shared/api/paths.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { Currency } from '#shared/enums/currency.ts';
import { DateType } from '#shared/enums/date-type.ts';
import { DocumentType } from '#shared/enums/document-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { DateTypes, InvoiceListPage, InvoiceStatusSummary } from '#shared/schemas/payee-invoices.ts';
import { ApiSession } from '../../support/api-session.ts';
import {
  exportRequest,
  type InvoiceWorld,
  invoiceWorld,
  json,
  putTestInvoice,
  storedAndCountedTallies,
  today,
} from './invoice-fixtures.ts';

const list = (session: ApiSession, query = '') =>
  session.request('core', `${corePaths.payeeInvoicesAndCreditNotes}${query ? `?${query}` : ''}`);

describe('the invoices and credit notes list', () => {
  let world: InvoiceWorld;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    world = await invoiceWorld();
    const put = async (name: string, overrides: Parameters<typeof putTestInvoice>[1]) => {
      ids[name] = (await putTestInvoice(world, overrides)).id;
    };
    // Twelve approved invoices a day apart, newest first by id order too; and one of each other kind.
    for (let day = 1; day <= 12; day += 1) {
      await put(`approved${day}`, {
        status: InvoiceStatus.Approved,
        grossCents: 10_000 * day,
        netCents: 10_000 * day,
        expectedPayDate: addDays(today, 20),
        dates: { uploaded: addDays(today, -day), approved: addDays(today, -day + 1) },
      });
    }
    await put('pending', { grossCents: 55_500, netCents: 55_500, loadNumber: 'SEARCHME-1' });
    await put('held', { status: InvoiceStatus.Held, grossCents: 7_000, netCents: 7_000 });
    await put('reissue', { status: InvoiceStatus.PendingReissue, grossCents: 3_000, netCents: 3_000 });
    await put('old', { status: InvoiceStatus.Paid, dates: { uploaded: addDays(today, -200) } });
    await put('cad', { currencyId: Currency.CAD, grossCents: 9_900, netCents: 9_900 });
    await put('quickPay', {
      paymentType: PaymentType.QuickPay,
      feeBps: 250,
      feeCents: 2_500,
      netCents: 97_500,
      dates: { uploaded: addDays(today, -40) },
    });
  });

  it('pages one status in an uploaded range straight from the index, newest first', async () => {
    const query = `status=${InvoiceStatus.Approved}&dateTypeId=1&datePreset=last90Days&page=1&pageSize=5`;
    const response = await list(world.carrier, query);
    expect(response.status).toBe(200);
    const page = await json<InvoiceListPage>(response);
    expect(page.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5].map((d) => ids[`approved${d}`]));
    expect(page).toMatchObject({ page: 1, pageSize: 5, hasMore: true, totalCount: null });
    expect(page.items.every((item) => item.statusId === InvoiceStatus.Approved)).toBe(true);

    const third = await json<InvoiceListPage>(await list(world.carrier, query.replace('page=1', 'page=3')));
    expect(third.items.map((item) => item.id)).toEqual([11, 12].map((d) => ids[`approved${d}`]));
    expect(third).toMatchObject({ hasMore: false, totalCount: 12 });
  });

  it('carries what the list and grid show, with the QuickPay label and percentage', async () => {
    const page = await json<InvoiceListPage>(await list(world.carrier, 'pageSize=100'));
    const quickPay = page.items.find((item) => item.id === ids.quickPay);
    expect(quickPay).toMatchObject({
      documentTypeId: DocumentType.Invoice,
      number: `T-${ids.quickPay}`,
      payorName: world.payor.name,
      statusId: InvoiceStatus.Pending,
      grossCents: 100_000,
      feeCents: 2_500,
      netCents: 97_500,
      termLabel: 'quickPay',
      percentageFee: 2.5,
      uploadedDate: addDays(today, -40),
      expectedPayDate: null,
    });
    expect(page.items.find((item) => item.id === ids.approved1)).toMatchObject({ expectedPayDate: addDays(today, 20) });
  });

  it('computes the outstanding totals on the server, per currency', async () => {
    const page = await json<InvoiceListPage>(await list(world.carrier, `status=${InvoiceStatus.Paid}`));
    const usd = page.totals.find((t) => t.currencyId === Currency.USD);
    const approved = Array.from({ length: 12 }, (_, i) => 10_000 * (i + 1)).reduce((a, b) => a + b, 0);
    expect(usd).toEqual({
      currencyId: Currency.USD,
      approvedCents: approved,
      approvedCount: 12,
      heldCents: 10_000,
      heldCount: 2,
      pendingCents: 55_500 + 97_500,
      pendingCount: 2,
    });
    expect(page.totals.find((t) => t.currencyId === Currency.CAD)).toMatchObject({ pendingCents: 9_900 });
    const cadOnly = await json<InvoiceListPage>(await list(world.carrier, `sessionCurrencyId=${Currency.CAD}`));
    expect(cadOnly.totals).toHaveLength(1);
    expect(cadOnly.items.map((item) => item.id)).toEqual([ids.cad]);
    // The stored tallies agree with the invoices they count.
    expect((await getInvoiceTallies(world.payee.id)).map((t) => t.currencyId)).toEqual([Currency.USD, Currency.CAD]);
  });

  it('sorts by any column in memory, with an exact total count', async () => {
    const page = await json<InvoiceListPage>(
      await list(world.carrier, `sortField=grossCents&sortAsc=true&pageSize=3&status=${InvoiceStatus.Approved}`),
    );
    expect(page.items.map((item) => item.grossCents)).toEqual([10_000, 20_000, 30_000]);
    expect(page).toMatchObject({ totalCount: 12, hasMore: true });
    const byApproval = await json<InvoiceListPage>(
      await list(world.carrier, `dateTypeId=${DateType.DateApproved}&startDate=${addDays(today, -3)}&endDate=${today}`),
    );
    expect(byApproval.items.map((item) => item.id).sort()).toEqual([1, 2, 3, 4].map((d) => ids[`approved${d}`]).sort());
  });

  it('searches invoice and load numbers, and filters by payor', async () => {
    const found = await json<InvoiceListPage>(await list(world.carrier, 'q=searchme'));
    expect(found.items.map((item) => item.id)).toEqual([ids.pending]);
    const byRelationship = await json<InvoiceListPage>(
      await list(world.carrier, `payeeRelationshipId=${world.relationship.id}&pageSize=100`),
    );
    expect(byRelationship.items.length).toBe(18);
    // A relationship that is not this carrier's finds nothing and reveals nothing.
    const foreign = await json<InvoiceListPage>(await list(world.carrier, 'payeeRelationshipId=1'));
    expect(foreign.items).toEqual([]);
    expect(foreign.totals).toEqual([]);
  });

  it('answers bad input with 400 and errors by field, never 500', async () => {
    const cases: [string, string][] = [
      ['status=4', 'status'],
      ['status=abc', 'status'],
      ['startDate=2026-02-30', 'startDate'],
      [`startDate=${today}&endDate=${addDays(today, -1)}`, 'endDate'],
      ['sortField=password', 'sortField'],
      ['pageSize=0', 'pageSize'],
      ['page=-1', 'page'],
      ['datePreset=yesterday', 'datePreset'],
      ['dateTypeId=5', 'dateTypeId'],
      ['documentTypeId=3', 'documentTypeId'],
    ];
    for (const [query, field] of cases) {
      const response = await list(world.carrier, query);
      expect(response.status, query).toBe(400);
      const body = await json<ApiError>(response);
      expect(Object.keys(body.errors ?? {}), query).toContain(field);
    }
    const reversed = await json<ApiError>(
      await list(world.carrier, `startDate=${today}&endDate=${addDays(today, -1)}`),
    );
    expect(reversed.errors?.endDate).toEqual(['The end date must be on or after the start date.']);
  });

  it('gives another carrier none of these invoices', async () => {
    const other = await invoiceWorld();
    const page = await json<InvoiceListPage>(await list(other.carrier, 'pageSize=200'));
    expect(page.items.filter((item) => Object.values(ids).includes(item.id) && item.documentTypeId === 1)).toEqual([]);
  });

  it('never answers with the company a forged cookie names, only the session’s own', async () => {
    const other = await invoiceWorld();
    const forged = (session: ApiSession, companyId: number) => {
      const [userId, , secret] = (session.cookies.get('lanepay_session') ?? '').split('.');
      const copy = new ApiSession();
      copy.cookies.set('lanepay_session', `${userId}.${companyId}.${secret}`);
      return copy;
    };
    // The other carrier's cookie naming this carrier: its own page, none of this carrier's invoices.
    const theirs = await json<InvoiceListPage>(await list(forged(other.carrier, world.payee.id), 'pageSize=200'));
    expect(theirs.items.filter((item) => Object.values(ids).includes(item.id) && item.documentTypeId === 1)).toEqual(
      [],
    );
    const own = await json<InvoiceListPage>(await list(other.carrier, 'pageSize=200'));
    expect(theirs.items.map((item) => item.id)).toEqual(own.items.map((item) => item.id));
    // A payor's cookie naming this carrier: 403, no data.
    const payor = await list(forged(world.broker, world.payee.id), 'pageSize=200');
    expect(payor.status).toBe(403);
    expect(JSON.stringify(await payor.json())).not.toContain(String(ids.approved1));
  });

  it('amounts by status for a date type and range', async () => {
    const response = await world.carrier.request(
      'core',
      `${corePaths.payeeInvoiceStatuses}?dateTypeId=${DateType.DateUploaded}&startDate=${addDays(today, -12)}&endDate=${today}`,
    );
    expect(response.status).toBe(200);
    const summary = await json<InvoiceStatusSummary>(response);
    const of = (id: number) => summary.invoiceStatuses.find((s) => s.id === id);
    expect(of(InvoiceStatus.Approved)).toMatchObject({ count: 12, amount: 780_000 });
    expect(of(InvoiceStatus.Held)).toMatchObject({ count: 1, amount: 7_000 });
    expect(of(InvoiceStatus.Paid)).toMatchObject({ count: 0, amount: 0 });
    expect(summary.invoiceStatuses).toHaveLength(Object.values(InvoiceStatus).length);
    const bad = await world.carrier.request('core', `${corePaths.payeeInvoiceStatuses}?payeeRelationshipId=x`);
    expect(bad.status).toBe(400);
  });

  it('lists the date types of each list', async () => {
    const combined = await json<DateTypes>(
      await world.carrier.request('core', corePaths.payeeInvoicesAndCreditNotesDateTypes),
    );
    expect(combined.dateTypes.map((d) => d.id)).toEqual([1, 2, 3, 6]);
    expect(combined.dateTypes[0]).toEqual({ id: 1, name: 'DateUploaded' });
    const invoices = await json<DateTypes>(await world.carrier.request('core', corePaths.payeeInvoiceDateTypes));
    expect(invoices.dateTypes.map((d) => d.id)).toContain(DateType.DatePaymentScheduled);
  });

  it('exports the whole filtered list as an Excel file named after today', async () => {
    const response = await exportRequest(
      world.carrier,
      `/core${corePaths.payeeInvoicesAndCreditNotes}?status=${InvoiceStatus.Approved}&exportReport=true&page=2&pageSize=5`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toContain(`filename="invoices-${today}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const numbers: string[] = [];
    sheet?.eachRow((row) => {
      const value = String(row.getCell(2).value ?? '');
      if (value.startsWith('T-')) numbers.push(value);
    });
    // Paging is ignored: all twelve approved invoices, in the list's order.
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `T-${ids[`approved${i + 1}`]}`));
    const bad = await exportRequest(world.carrier, `/core${corePaths.payeeInvoicesAndCreditNotes}?status=99`);
    expect(bad.status).toBe(400);
  });
});

describe('the demo carrier’s list', () => {
  it('shows the seeded invoices with credit notes and totals; a driver may not see them', async () => {
    const { session } = await ApiSession.signIn('carrier@demo.test');
    const page = await json<InvoiceListPage>(await list(session, 'pageSize=100'));
    expect(page.items.some((item) => item.documentTypeId === DocumentType.CreditNote)).toBe(true);
    expect(new Set(page.items.map((item) => item.statusId).filter((s) => s !== null)).size).toBeGreaterThanOrEqual(6);
    expect(page.totals[0]?.approvedCount).toBeGreaterThan(0);

    const driver = await ApiSession.signIn('driver@demo.test');
    expect((await list(driver.session)).status).toBe(403);
    const broker = await ApiSession.signIn('broker@demo.test');
    expect((await list(broker.session)).status).toBe(403);
    expect((await list(new ApiSession())).status).toBe(401);
  });

  it('lets only PayeeAdmin, UserAdmin or PayeeBilling ask what QuickPay would pay', async () => {
    const { session } = await ApiSession.signIn('carrier@demo.test');
    const response = await session.request('core', corePaths.payeeInvoiceTotalQpAvailable);
    expect(response.status).toBe(200);
    const body = await json<{ netAmountAfterDefaultFees: number; quickPayableRelationships: unknown[] }>(response);
    expect(typeof body.netAmountAfterDefaultFees).toBe('number');
    const driver = await ApiSession.signIn('driver@demo.test');
    expect((await driver.session.request('core', corePaths.payeeInvoiceTotalQpAvailable)).status).toBe(403);
  });
});

describe('the QuickPay quote of a carrier', () => {
  it('adds up eligible invoices at the payor’s fee, the first free', async () => {
    const world = await invoiceWorld({ freeQuickPays: 1, carrierRoles: [Role.PayeeBilling] });
    await putTestInvoice(world, { grossCents: 100_000, netCents: 100_000, dates: { uploaded: addDays(today, -5) } });
    await putTestInvoice(world, { grossCents: 200_000, netCents: 200_000 });
    await putTestInvoice(world, { status: InvoiceStatus.Held });
    const response = await world.carrier.request('core', corePaths.payeeInvoiceTotalQpAvailable);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      netAmountAfterDefaultFees: 100_000 + 195_000,
      invoiceCount: 2,
      quickPayableRelationships: [
        { payeeRelationshipId: world.relationship.id, invoiceCount: 2, feeCents: 5_000, freeQuickPaysApplied: 1 },
      ],
    });
  });
});

describe('the tallies behind the totals', () => {
  it('move from Approved to Paid in the same transaction as a payment', async () => {
    const world = await invoiceWorld();
    const invoices = await Promise.all(
      [40_000, 60_000].map((grossCents) =>
        putTestInvoice(world, { status: InvoiceStatus.Approved, grossCents, netCents: grossCents }),
      ),
    );
    const [planned] = planPayouts(
      invoices,
      [{ id: 1, payeeId: world.payee.id, currencyId: Currency.USD, methodType: PaymentMethodType.Ach }],
      today,
    ).payments;
    if (!planned) throw new Error('nothing planned');
    const payment = {
      ...planned,
      code: 'PAY-TEST',
      confirmationNumber: confirmationNumberOf(planned.id),
      bankAccountName: 'Operating',
      state: PaymentState.Paid,
      loadNumbers: invoices.map((i) => i.loadNumber),
      checkNumber: null,
      checkCashed: null,
      createdAt: new Date().toISOString(),
    };
    expect(await recordPayment(payment, invoices)).toBe(true);
    // Recording it again pays nothing twice and counts nothing twice.
    expect(await recordPayment(payment, invoices)).toBe(false);
    const [usd] = await getInvoiceTallies(world.payee.id);
    expect(usd?.byStatus[InvoiceStatus.Approved] ?? { count: 0, grossCents: 0, netCents: 0 }).toEqual({
      count: 0,
      grossCents: 0,
      netCents: 0,
    });
    expect(usd?.byStatus[InvoiceStatus.Paid]).toEqual({ count: 2, grossCents: 100_000, netCents: 100_000 });
    const { stored, counted } = await storedAndCountedTallies(world.payee.id);
    expect(stored).toEqual(counted);
  });
});
