import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmationNumberOf } from '#functions/domain/payouts/plan-payouts.ts';
import { reportsApp } from '#functions/reports/app.ts';
import { putBankAccountIfAbsent } from '#functions/repositories/bank-accounts.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { type InvoiceRecord, putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import { exportPath } from '#infra/definitions/export-routing.ts';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { PaymentDetails, PaymentsPage } from '#shared/schemas/payee-payments.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa } from '../../support/fixtures.ts';
import { pay } from './payment-fixtures.ts';

const today = calendarDateIn(new Date());

type InvoiceSpec = {
  grossCents: number;
  paymentType?: PaymentType;
  feeBps?: number;
  free?: boolean;
  currencyId?: number;
};

/**
 * An approved invoice of `payee` not yet due (expected pay date in the future), so the payout run
 * other test files start leaves it alone and this file pays it itself.
 */
async function approvedInvoice(payee: CompanyRecord, spec: InvoiceSpec): Promise<InvoiceRecord> {
  const id = await nextId('invoice');
  const paymentType = spec.paymentType ?? PaymentType.StandardPay;
  const feeBps = spec.feeBps ?? 0;
  const feeCents = spec.free ? 0 : Math.round((spec.grossCents * feeBps) / 10_000);
  const invoice: InvoiceRecord = {
    id,
    payeeId: payee.id,
    payorId: 2001,
    payorName: 'Redline Logistics',
    relationshipId: 1,
    invoiceNumber: `T-${id}`,
    loadNumber: `LD${randomUUID().slice(0, 6).toUpperCase()}`,
    kind: InvoiceKind.Standard,
    currencyId: spec.currencyId ?? Currency.USD,
    grossCents: spec.grossCents,
    status: InvoiceStatus.Approved,
    paymentType,
    feeBps,
    feeCents,
    netCents: spec.grossCents - feeCents,
    isFreeQuickPay: spec.free ?? false,
    dates: {
      uploaded: addDays(today, -60),
      approved: addDays(today, -50),
      paid: null,
      approvedSet: addDays(today, -50),
      drafted: null,
      statusChange: addDays(today, -50),
      advanceScheduled: null,
      invoiceRequested: null,
      paymentScheduled: null,
    },
    expectedPayDate: addDays(today, 400),
    paymentId: null,
    statusHistory: [{ status: InvoiceStatus.Approved, at: new Date().toISOString(), actor: 'payor' }],
    version: 1,
  };
  await putInvoiceIfAbsent(invoice);
  return invoice;
}

async function bankAccount(payee: CompanyRecord, methodType: PaymentMethodType, currencyId: number, name: string) {
  const account = {
    id: await nextId('bank-account'),
    payeeId: payee.id,
    methodType,
    name,
    currencyId,
    routingNumber: '111000025',
    accountNumberLast4: '4321',
    status: BankAccountStatus.Active,
    isValidationRequired: false,
    destinationDescription: `${name} ••••4321`,
    createdAt: new Date().toISOString(),
  };
  await putBankAccountIfAbsent(account);
  return account;
}

/**
 * Asks for a file of the core path `path` as the browser does, with the session's cookies: the
 * edge's rule (exportPath) picks the exports API path, which the payout report's format changes.
 */
async function exportRequest(session: ApiSession, path: string): Promise<Response> {
  const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const url = new URL(`${apiRoots.core}${path}`, 'http://portal.test');
  const routed = exportPath(url.pathname, true, url.searchParams) ?? url.pathname;
  return reportsApp.request(`${routed}${url.search}`, { headers: { cookie } });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return JSON.parse(body) as T;
}

async function workbook(response: Response): Promise<ExcelJS.Workbook> {
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  return book;
}

/** The value a cell shows: a formula's cached result, or the value itself. */
function shown(cell: ExcelJS.Cell): unknown {
  const value = cell.value;
  if (value && typeof value === 'object' && 'formula' in value) return value.result;
  return value;
}

function rowLabelled(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    for (let column = 1; column <= 8; column += 1) if (!found && row.getCell(column).value === label) found = row;
  });
  if (!found) throw new Error(`No row labelled ${label}`);
  return found;
}

describe('payee payments', () => {
  let carrier: ApiSession;
  let own: ApiSession;
  /** Payment ids of the fresh payee: [standard USD (oldest), QuickPay USD, free QuickPay USD, CAD (newest)]. */
  let ids: { standard: string; quickPay: string; free: string; cad: string };
  let quickPayLoad: string;

  beforeAll(async () => {
    const payee = await createCompany(CompanyType.Payee, `Payments Test ${randomUUID().slice(0, 6)}`);
    const [email, signedInCarrier] = await Promise.all([
      createUserWithMfa(payee, [Role.PayeeAdmin]),
      ApiSession.signIn('carrier@demo.test'),
    ]);
    carrier = signedInCarrier.session;
    own = (await ApiSession.signIn(email)).session;

    const ach = await bankAccount(payee, PaymentMethodType.Ach, Currency.USD, 'Operating account');
    const cadWire = await bankAccount(payee, PaymentMethodType.Wire, Currency.CAD, 'CAD wire');
    const standard = [
      await approvedInvoice(payee, { grossCents: 150_055 }),
      await approvedInvoice(payee, { grossCents: 49_945 }),
    ];
    const quickPay = [
      await approvedInvoice(payee, { grossCents: 312_345, paymentType: PaymentType.QuickPay, feeBps: 250 }),
    ];
    const free = [
      await approvedInvoice(payee, { grossCents: 99_999, paymentType: PaymentType.QuickPay, feeBps: 250, free: true }),
    ];
    const cad = [await approvedInvoice(payee, { grossCents: 88_800, currencyId: Currency.CAD })];
    quickPayLoad = quickPay[0]?.loadNumber ?? '';
    const [standardId] = await pay(standard, ach, addDays(today, -40));
    const [quickPayId] = await pay(quickPay, ach, addDays(today, -20));
    const [freeId] = await pay(free, ach, addDays(today, -10));
    const [cadId] = await pay(cad, cadWire, addDays(today, -5));
    ids = { standard: String(standardId), quickPay: String(quickPayId), free: String(freeId), cad: String(cadId) };
  });

  const list = (session: ApiSession, query = '') =>
    session.request('core', `${corePaths.payeePayments}${query ? `?${query}` : ''}`);

  it('lists the payee’s own payments, newest paid first, with totals per currency', async () => {
    const page = await json<PaymentsPage>(await list(own));
    expect(page.items.map((p) => p.id)).toEqual([ids.cad, ids.free, ids.quickPay, ids.standard]);
    expect(page).toMatchObject({ page: 1, pageSize: 25, totalCount: 4, hasMore: false });
    expect(page.items[3]).toMatchObject({
      paidDate: addDays(today, -40),
      payoutType: PayoutType.INVOICE_PAYOUT,
      state: PaymentState.Paid,
      methodType: PaymentMethodType.Ach,
      bankAccountName: 'Operating account',
      invoiceCount: 2,
      grossCents: 200_000,
      termFeeCents: 0,
      bankFeeCents: 0,
      netCents: 200_000,
    });
    expect(page.items[2]).toMatchObject({ payoutType: PayoutType.QUICKPAY_INVOICE_PAYOUT, termFeeCents: 7_809 });
    expect(page.items[1]).toMatchObject({
      payoutType: PayoutType.PROMOTIONAL_QUICKPAY_INVOICE_PAYOUT,
      termFeeCents: 0,
    });
    expect(page.items[0]).toMatchObject({ currencyId: Currency.CAD, bankFeeCents: 2_000, netCents: 86_800 });
    expect(page.totals).toEqual([
      { currencyId: Currency.USD, count: 3, grossCents: 612_344, netCents: 604_535 },
      { currencyId: Currency.CAD, count: 1, grossCents: 88_800, netCents: 86_800 },
    ]);
    expect(JSON.stringify(page)).not.toContain('payeeId');
  });

  it('pages, sorts and filters by date range, payout type, status, search and currency', async () => {
    const ofQuery = async (query: string) => (await json<PaymentsPage>(await list(own, query))).items.map((p) => p.id);
    const second = await json<PaymentsPage>(await list(own, 'page=2&pageSize=3'));
    expect(second).toMatchObject({ page: 2, totalCount: 4, hasMore: false });
    expect(second.items.map((p) => p.id)).toEqual([ids.standard]);
    expect((await json<PaymentsPage>(await list(own, 'pageSize=3'))).hasMore).toBe(true);

    expect(await ofQuery('sortField=netCents&sortAsc=true')).toEqual([ids.cad, ids.free, ids.standard, ids.quickPay]);
    expect(await ofQuery('sortField=paidDate&sortAsc=true')).toEqual([ids.standard, ids.quickPay, ids.free, ids.cad]);
    expect(await ofQuery(`startDate=${addDays(today, -20)}&endDate=${addDays(today, -10)}`)).toEqual([
      ids.free,
      ids.quickPay,
    ]);
    expect(
      await ofQuery(`payoutType=${PayoutType.QUICKPAY_INVOICE_PAYOUT}&payoutType=${PayoutType.INVOICE_PAYOUT}`),
    ).toEqual([ids.cad, ids.quickPay, ids.standard]);
    expect(await ofQuery('state=paid')).toHaveLength(4);
    expect(await ofQuery('state=pending&state=removed')).toEqual([]);
    expect(await ofQuery(`q=${quickPayLoad.toLowerCase()}`)).toEqual([ids.quickPay]);
    const confirmation = (await json<PaymentsPage>(await list(own))).items[1]?.confirmationNumber ?? '';
    expect(await ofQuery(`q=${confirmation}`)).toEqual([ids.free]);
    expect(await ofQuery(`sessionCurrencyId=${Currency.CAD}`)).toEqual([ids.cad]);
  });

  it('shows a payment with its fee breakdown, account and the invoices it paid', async () => {
    const details = await json<PaymentDetails>(
      await own.request('core', fillPath(corePaths.payeePayment, { id: ids.quickPay })),
    );
    expect(details).toMatchObject({
      id: ids.quickPay,
      code: `PAY-${ids.quickPay.slice(0, 8).toUpperCase()}`,
      confirmationNumber: confirmationNumberOf(ids.quickPay),
      grossCents: 312_345,
      termFeeCents: 7_809,
      subTotalCents: 304_536,
      bankFeeCents: 0,
      netCents: 304_536,
      freeQuickPayCount: 0,
      checkNumber: null,
      checkCashed: null,
      bankAccount: { name: 'Operating account', description: 'Operating account ••••4321' },
      processingTime: { min: 1, max: 3, unit: 'days' },
      loadNumbers: [quickPayLoad],
    });
    expect(details.invoices).toEqual([
      expect.objectContaining({
        loadNumber: quickPayLoad,
        paymentType: PaymentType.QuickPay,
        feeBps: 250,
        grossCents: 312_345,
        feeCents: 7_809,
        netCents: 304_536,
      }),
    ]);
    const free = await json<PaymentDetails>(
      await own.request('core', fillPath(corePaths.payeePayment, { id: ids.free })),
    );
    expect(free).toMatchObject({ freeQuickPayCount: 1, termFeeCents: 0 });
    expect(free.invoices[0]).toMatchObject({ isFreeQuickPay: true, feeCents: 0 });
    const standard = await json<PaymentDetails>(
      await own.request('core', fillPath(corePaths.payeePayment, { id: ids.standard })),
    );
    expect(standard.invoices.map((i) => i.grossCents)).toEqual([150_055, 49_945]);
  });

  it('answers another carrier’s payment ids with 404 and no data, in the list, details and files', async () => {
    for (const id of Object.values(ids)) {
      const response = await carrier.request('core', fillPath(corePaths.payeePayment, { id }));
      const body = await json<ApiError>(response, 404);
      expect(Object.keys(body).sort()).toEqual(['code', 'message']);
      for (const format of ['pdf', 'xlsx']) {
        const file = await exportRequest(
          carrier,
          `${fillPath(corePaths.payeePayoutReport, { id })}?format=${format}&exportReport=true`,
        );
        expect(file.status).toBe(404);
        expect(file.headers.get('content-disposition')).toBeNull();
      }
    }
    const carrierList = await json<PaymentsPage>(await list(carrier, 'pageSize=200'));
    expect(carrierList.items.length).toBeGreaterThan(0);
    expect(carrierList.items.map((p) => p.id)).not.toContain(ids.standard);
    const unknown = await own.request('core', fillPath(corePaths.payeePayment, { id: '0'.repeat(20) }));
    expect(unknown.status).toBe(404);
  });

  it('refuses bad input with 400 and errors by field, never 500', async () => {
    const errorsOf = async (response: Response) => (await json<ApiError>(response, 400)).errors ?? {};
    expect(Object.keys(await errorsOf(await list(own, 'startDate=2025-13-01')))).toEqual(['startDate']);
    expect(Object.keys(await errorsOf(await list(own, 'startDate=2025-03-02&endDate=2025-03-01')))).toEqual([
      'endDate',
    ]);
    expect(Object.keys(await errorsOf(await list(own, 'page=0&pageSize=500')))).toEqual(['page', 'pageSize']);
    expect(Object.keys(await errorsOf(await list(own, 'sortField=password')))).toEqual(['sortField']);
    expect(Object.keys(await errorsOf(await list(own, 'payoutType=99')))).toEqual(['payoutType']);
    expect(Object.keys(await errorsOf(await list(own, 'state=bounced')))).toEqual(['state']);
    expect(Object.keys(await errorsOf(await list(own, `q=${'x'.repeat(65)}`)))).toEqual(['q']);
    expect(Object.keys(await errorsOf(await own.request('core', '/payee/payments/not-a-payment')))).toEqual(['id']);
    const badFormat = await exportRequest(
      own,
      `${fillPath(corePaths.payeePayoutReport, { id: ids.free })}?format=docx`,
    );
    expect(Object.keys(await errorsOf(badFormat))).toEqual(['format']);
    // Each of the exports API's two payout report paths takes only its own format.
    const cookie = [...own.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const pdfPath = `${apiRoots.exports}/core${fillPath(corePaths.payeePayoutReport, { id: ids.free })}`;
    for (const wrongFormat of [`${pdfPath}?format=xlsx`, `${pdfPath}/xlsx?format=pdf`]) {
      expect(Object.keys(await errorsOf(await reportsApp.request(wrongFormat, { headers: { cookie } })))).toEqual([
        'format',
      ]);
    }
    const badExport = await exportRequest(own, `${corePaths.payeePayments}?exportReport=true&endDate=yesterday`);
    expect(Object.keys(await errorsOf(badExport))).toEqual(['endDate']);
    // In the caller's language.
    const spanish = await own.request('core', `${corePaths.payeePayments}?startDate=nope`, {
      headers: { 'accept-language': 'es' },
    });
    expect((await json<ApiError>(spanish, 400)).errors?.startDate?.[0]).not.toBe('Must be a valid date');
  });

  it('refuses payors and driver-only users (403, no data)', async () => {
    const { session: broker } = await ApiSession.signIn('broker@demo.test');
    expect((await list(broker)).status).toBe(403);
    const { session: driver } = await ApiSession.signIn('driver@demo.test');
    const response = await list(driver);
    expect(response.status).toBe(403);
    expect(Object.keys(await response.json()).sort()).toEqual(['code', 'message']);
    expect((await driver.request('core', fillPath(corePaths.payeePayment, { id: ids.free }))).status).toBe(403);
  });

  it('exports the matching payments as an Excel file with totals per currency', async () => {
    const response = await exportRequest(
      own,
      `${corePaths.payeePayments}?exportReport=true&sortField=paidDate&sortAsc=false`,
    );
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toContain(`filename="payments-${today}.xlsx"`);
    const sheet = (await workbook(response)).getWorksheet('Payments');
    if (!sheet) throw new Error('no sheet');
    const header = rowLabelled(sheet, 'Paid date');
    const codes = [1, 2, 3, 4].map((offset) => sheet.getRow(header.number + offset).getCell(2).value);
    expect(codes).toEqual(
      [ids.cad, ids.free, ids.quickPay, ids.standard].map((id) => `PAY-${id.slice(0, 8).toUpperCase()}`),
    );
    expect(shown(rowLabelled(sheet, 'Total USD').getCell(14))).toBe(6045.35);
    expect(shown(rowLabelled(sheet, 'Total CAD').getCell(14))).toBe(868);
    expect(rowLabelled(sheet, 'Total CAD').getCell(14).numFmt).toContain('CA$');

    const filtered = await exportRequest(own, `${corePaths.payeePayments}?exportReport=true&sessionCurrencyId=2`);
    const filteredSheet = (await workbook(filtered)).getWorksheet('Payments');
    if (!filteredSheet) throw new Error('no sheet');
    expect(() => rowLabelled(filteredSheet, 'Total USD')).toThrow();

    // The subtitle says which filters made the list (the sheet renderer words them).
    const described = await exportRequest(
      own,
      `${corePaths.payeePayments}?exportReport=true&startDate=2025-01-01&endDate=2025-03-31&q=PAY`,
    );
    const describedSheet = (await workbook(described)).getWorksheet('Payments');
    expect(String(describedSheet?.getCell('A2').value)).toMatch(/Paid date .*2025.* – .*2025.* · “PAY”/);
    const unfiltered = String(sheet.getCell('A2').value);
    expect(unfiltered).not.toContain('Paid date');
  });

  it('serves the payout report as a PDF and as an Excel file whose totals match the payment', async () => {
    const path = fillPath(corePaths.payeePayoutReport, { id: ids.quickPay });
    const details = await json<PaymentDetails>(
      await own.request('core', fillPath(corePaths.payeePayment, { id: ids.quickPay })),
    );

    const pdf = await exportRequest(own, `${path}?format=pdf&exportReport=true`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`filename="payout-report-${details.code}.pdf"`);
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    expect(text).toContain(details.confirmationNumber);
    expect(text).toMatch(/Gross amount\s+\$3,123\.45/);
    expect(text).toMatch(/Term fee\s+-\$78\.09/);
    expect(text).toMatch(/Net paid\s+\$3,045\.36/);

    // PDF is the default format.
    expect((await exportRequest(own, path)).headers.get('content-type')).toBe('application/pdf');

    const xlsx = await exportRequest(own, `${path}?format=xlsx&exportReport=true`);
    expect(xlsx.headers.get('content-disposition')).toContain(`filename="payout-report-${details.code}.xlsx"`);
    const sheet = (await workbook(xlsx)).getWorksheet('Payout report');
    if (!sheet) throw new Error('no sheet');
    expect(shown(rowLabelled(sheet, 'Totals').getCell(5))).toBe(details.grossCents / 100);
    expect(shown(rowLabelled(sheet, 'Net paid').getCell(7))).toBe(details.netCents / 100);
    expect(shown(rowLabelled(sheet, 'Term fee').getCell(7))).toBe(-details.termFeeCents / 100);
  });
});
