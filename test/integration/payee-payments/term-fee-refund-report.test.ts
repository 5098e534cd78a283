import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentCodeOf, termFeeRefundPaymentId } from '#functions/domain/payments/refund.ts';
import { reportsApp } from '#functions/reports/app.ts';
import type { InvoiceRecord } from '#functions/repositories/invoices.ts';
import { findUserIdByEmail } from '#functions/repositories/users.ts';
import { refundPayment } from '#functions/services/payment-refund.ts';
import { exportPath } from '#infra/definitions/export-routing.ts';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import type { PaymentDetails } from '#shared/schemas/payee-payments.ts';
import { ApiSession } from '#test/support/api-session.ts';
import { approvedInvoice, pay, refundWorld } from './payment-fixtures.ts';

const today = calendarDateIn(new Date());

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

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the payout report of a term fee refund (TERM_FEE_REFUND)', () => {
  let world: Awaited<ReturnType<typeof refundWorld>>;
  let charged: InvoiceRecord[];
  let refundedId: string;
  let feeRefundId: string;

  beforeAll(async () => {
    const staffUserId = Number(await findUserIdByEmail('admin@demo.test'));
    world = await refundWorld();
    // A QuickPay payment of two invoices, each with its 2.5% fee charged.
    charged = [
      await approvedInvoice(world.payee, { grossCents: 312_345, paymentType: PaymentType.QuickPay, feeBps: 250 }),
      await approvedInvoice(world.payee, { grossCents: 99_999, paymentType: PaymentType.QuickPay, feeBps: 250 }),
    ];
    const [paymentId] = await pay(charged, world.account, addDays(today, -10));
    refundedId = String(paymentId);
    const result = await refundPayment({ paymentId: refundedId, staffUserId, reason: 'Paid twice' });
    feeRefundId = result.termFeeRefund?.id ?? '';
    expect(feeRefundId).toBe(termFeeRefundPaymentId(refundedId));
  });

  it('lists on the payment page the invoices whose fee it returns, adding up to the payment', async () => {
    const details = await json<PaymentDetails>(
      await world.admin.request('core', fillPath(corePaths.payeePayment, { id: feeRefundId })),
    );
    expect(details).toMatchObject({
      payoutType: PayoutType.TERM_FEE_REFUND,
      // 2.5% of $3,123.45 and of $999.99, rounded half up to the cent.
      grossCents: 7_809 + 2_500,
      netCents: 10_309,
      invoices: [],
      refundOf: { id: refundedId, code: paymentCodeOf(refundedId) },
    });
    expect(details.refundedFees).toEqual([
      expect.objectContaining({
        id: charged[0]?.id,
        invoiceNumber: charged[0]?.invoiceNumber,
        loadNumber: charged[0]?.loadNumber,
        grossCents: 312_345,
        feeCents: 7_809,
        refundedFeeCents: 7_809,
      }),
      expect.objectContaining({ id: charged[1]?.id, grossCents: 99_999, feeCents: 2_500, refundedFeeCents: 2_500 }),
    ]);
    expect(details.refundedFees.reduce((sum, row) => sum + row.refundedFeeCents, 0)).toBe(details.grossCents);

    // The refunded payment itself lists no refunded fees: it lists the invoices it paid.
    const refunded = await json<PaymentDetails>(
      await world.admin.request('core', fillPath(corePaths.payeePayment, { id: refundedId })),
    );
    expect(refunded.refundedFees).toEqual([]);
    expect(refunded.invoices.map((i) => i.id)).toEqual(charged.map((i) => i.id));
  });

  it('shows those invoices and their totals in the PDF', async () => {
    const path = fillPath(corePaths.payeePayoutReport, { id: feeRefundId });
    const response = await exportRequest(world.admin, `${path}?format=pdf&exportReport=true`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
    expect(text).toContain('QuickPay fees refunded');
    expect(text).toMatch(new RegExp(`Refund of payment\\s+${paymentCodeOf(refundedId)}`, 'i'));
    const [first, second] = charged as [InvoiceRecord, InvoiceRecord];
    expect(text).toMatch(
      new RegExp(
        `${escapeRegExp(first.invoiceNumber)}\\s+${escapeRegExp(first.loadNumber)}\\s+Redline Logistics\\s+QuickPay \\(2\\.5%\\)` +
          '\\s+\\$3,123\\.45\\s+\\$78\\.09\\s+\\$78\\.09',
      ),
    );
    expect(text).toMatch(
      new RegExp(
        `${escapeRegExp(second.invoiceNumber)}\\s+${escapeRegExp(second.loadNumber)}.*?\\$999\\.99\\s+\\$25\\.00\\s+\\$25\\.00`,
      ),
    );
    expect(text).toMatch(/Totals\s+\$4,123\.44\s+\$103\.09\s+\$103\.09/);
    expect(text).toMatch(/Gross amount\s+\$103\.09/);
    expect(text).toMatch(/Net paid\s+\$103\.09/);
  });

  it('shows those invoices and their totals in the Excel workbook', async () => {
    const path = fillPath(corePaths.payeePayoutReport, { id: feeRefundId });
    const response = await exportRequest(world.admin, `${path}?format=xlsx&exportReport=true`);
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.getWorksheet('Payout report');
    if (!sheet) throw new Error('no sheet');
    expect(rowLabelled(sheet, 'QuickPay fees refunded')).toBeDefined();
    const header = rowLabelled(sheet, 'Invoice');
    expect([1, 2, 3, 4, 5, 6, 7].map((column) => header.getCell(column).value)).toEqual([
      'Invoice',
      'Load',
      'Payor',
      'Term',
      'Invoice amount',
      'Fee charged',
      'Fee refunded',
    ]);
    const rows = [1, 2].map((offset) => sheet.getRow(header.number + offset));
    expect(rows.map((row) => [1, 2, 4, 5, 6, 7].map((column) => row.getCell(column).value))).toEqual(
      charged.map((invoice) => [
        invoice.invoiceNumber,
        invoice.loadNumber,
        'QuickPay (2.5%)',
        invoice.grossCents / 100,
        invoice.feeCents / 100,
        invoice.feeCents / 100,
      ]),
    );
    const totals = rowLabelled(sheet, 'Totals');
    expect(totals.number).toBe(header.number + 3);
    expect(totals.getCell(7).value).toMatchObject({
      formula: `SUM(G${header.number + 1}:G${header.number + 2})`,
    });
    expect(shown(totals.getCell(5))).toBe(4123.44);
    expect(shown(totals.getCell(6))).toBe(103.09);
    expect(shown(totals.getCell(7))).toBe(103.09);
    expect(shown(rowLabelled(sheet, 'Gross amount').getCell(7))).toBe(103.09);
    expect(shown(rowLabelled(sheet, 'Net paid').getCell(7))).toBe(103.09);
    expect(rowLabelled(sheet, 'Refund of payment').getCell(2).value).toBe(paymentCodeOf(refundedId));
  });

  it('names the fee refund in the refunded payment’s report', async () => {
    const path = fillPath(corePaths.payeePayoutReport, { id: refundedId });
    const response = await exportRequest(world.admin, `${path}?format=pdf`);
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
    expect(text).toMatch(new RegExp(`QuickPay fees returned in\\s+${paymentCodeOf(feeRefundId)}`, 'i'));
    for (const invoice of charged) expect(text).toContain(invoice.invoiceNumber);
  });

  it('gives another carrier neither the fee refund nor its report (404)', async () => {
    const { session: other } = await ApiSession.signIn('carrier@demo.test');
    const details = await other.request('core', fillPath(corePaths.payeePayment, { id: feeRefundId }));
    expect(details.status).toBe(404);
    const report = await exportRequest(
      other,
      `${fillPath(corePaths.payeePayoutReport, { id: feeRefundId })}?format=pdf`,
    );
    expect(report.status).toBe(404);
    expect(await report.text()).not.toContain(world.payee.name);
  });
});
