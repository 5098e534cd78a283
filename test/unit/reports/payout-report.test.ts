import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { reportText } from '#functions/reports/payment-report-text.ts';
import { buildPayoutReportPdf, type PayoutReportInput } from '#functions/reports/payout-report-pdf.ts';
import { buildPayoutReportXlsx } from '#functions/reports/payout-report-xlsx.ts';
import { centsToDecimal } from '#functions/reports/report-format.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import type { PaymentDetails } from '#shared/schemas/payee-payments.ts';
import { paidInvoice, paymentOf } from '../../support/report-fixtures.ts';

const invoices = [
  paidInvoice(1, 150_055, 3_751),
  paidInvoice(2, 49_945, 0, { paymentType: PaymentType.QuickPay, isFreeQuickPay: true, feeBps: 250 }),
  paidInvoice(3, 312_345, 7_809),
];

function input(details: PaymentDetails, overrides: Partial<PayoutReportInput> = {}): PayoutReportInput {
  return {
    payeeName: 'Lone Star Freight LLC',
    payment: details,
    language: 'en',
    generatedAt: new Date('2025-03-15T15:30:00Z'),
    ...overrides,
  };
}

async function pdfText(bytes: Uint8Array): Promise<{ totalPages: number; text: string }> {
  return extractText(new Uint8Array(bytes), { mergePages: true });
}

async function workbookOf(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return workbook;
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
    for (let column = 1; column <= 7; column += 1) {
      if (!found && row.getCell(column).value === label) found = row;
    }
  });
  if (!found) throw new Error(`No row labelled ${label}`);
  return found;
}

describe('amounts from integer cents', () => {
  it('writes cents as exact decimals, negatives and large amounts included', () => {
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-2_000)).toBe('-20.00');
    expect(centsToDecimal(123_456_789_012_345)).toBe('1234567890123.45');
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });

  it('formats money per language without float drift', () => {
    expect(reportText('en').money(100_000_001, 1)).toBe('$1,000,000.01');
    expect(reportText('en').money(-2_000, 2)).toBe('-CA$20.00');
    expect(reportText('fr').money(123_456, 1).replace(/\s/g, ' ')).toBe('1 234,56 $ US');
  });
});

describe('payout report PDF', () => {
  it('shows the payment, its invoices and totals that match the payment', async () => {
    const details = paymentOf(invoices);
    const bytes = await buildPayoutReportPdf(input(details));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { totalPages, text } = await pdfText(bytes);
    expect(totalPages).toBe(1);
    for (const expected of [
      'LanePay',
      'Payout report',
      'Lone Star Freight LLC',
      'PAY-3F2A9C0B',
      'LP00ABCDEF1234',
      'Mar 14, 2025',
      'Wire ••••6789',
      'QuickPay invoice payout',
      'LSF-24001',
      'LD880013',
      'FREE QuickPay',
      'QuickPay (2.5%)',
    ]) {
      expect(text).toContain(expected);
    }
    // Gross 5,123.45; term fee 115.60; sub total 5,007.85; wire fee 20.00; net 4,987.85.
    expect(details).toMatchObject({ grossCents: 512_345, termFeeCents: 11_560, netCents: 498_785 });
    expect(text).toMatch(/Gross amount\s+\$5,123\.45/);
    expect(text).toMatch(/Term fee\s+-\$115\.60/);
    expect(text).toMatch(/Sub total\s+\$5,007\.85/);
    expect(text).toMatch(/Bank fee \(Wire\)\s+-\$20\.00/);
    expect(text).toMatch(/Net paid\s+\$4,987\.85/);
    expect(text).toMatch(/Totals\s+\$5,123\.45\s+\$115\.60\s+\$5,007\.85/);
    expect(text).toContain('Page 1 of 1');
  });

  it('continues a long invoice table over several pages, header repeated, totals at the end', async () => {
    const many = Array.from({ length: 90 }, (_, index) =>
      paidInvoice(index + 1, 100_000 + index, index % 3 === 0 ? 2_500 : 0),
    );
    const details = paymentOf(many, 0);
    const { totalPages, text } = await pdfText(await buildPayoutReportPdf(input(details)));
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${totalPages} of ${totalPages}`);
    expect(text).toContain('LSF-24090');
    expect(text.match(/Invoice\s+Load\s+Payor/g)?.length).toBe(totalPages);
    const net = reportText('en').money(details.netCents, 1);
    expect(text).toMatch(new RegExp(`Net paid\\s+${net.replace(/[$.]/g, '\\$&')}`));
  });

  it('renders in French and Spanish, and survives names outside the PDF font', async () => {
    const details = paymentOf(invoices);
    const french = await pdfText(
      await buildPayoutReportPdf(input(details, { language: 'fr', payeeName: 'Transports Élan 運送' })),
    );
    expect(french.text).toContain('Rapport de versement');
    expect(french.text).toContain('Transports Élan ??');
    expect(french.text).toMatch(/Net versé\s+4 987,85 \$ US/);
    const spanish = await pdfText(await buildPayoutReportPdf(input(details, { language: 'es' })));
    expect(spanish.text).toContain('Informe de pago');
    expect(spanish.text).toMatch(/Neto pagado\s+\$4,987\.85/);
  });
});

describe('payout report workbook', () => {
  it('has typed currency cells, a totals row and the payment summary matching the payment', async () => {
    const details = paymentOf(invoices);
    const workbook = await workbookOf(await buildPayoutReportXlsx(input(details)));
    const sheet = workbook.getWorksheet('Payout report');
    if (!sheet) throw new Error('no sheet');

    const header = rowLabelled(sheet, 'Invoice');
    const first = sheet.getRow(header.number + 1);
    expect(first.getCell(1).value).toBe('LSF-24001');
    expect(first.getCell(5).value).toBe(1500.55);
    expect(first.getCell(5).numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
    expect(first.getCell(6).value).toBe(37.51);
    expect(sheet.getRow(header.number + 2).getCell(4).value).toBe('FREE QuickPay');

    const totals = rowLabelled(sheet, 'Totals');
    expect(totals.getCell(5).value).toMatchObject({ formula: `SUM(E${header.number + 1}:E${header.number + 3})` });
    expect(shown(totals.getCell(5))).toBe(5123.45);
    expect(shown(totals.getCell(6))).toBe(115.6);
    expect(shown(totals.getCell(7))).toBe(5007.85);

    const figure = (label: string) => shown(rowLabelled(sheet, label).getCell(7));
    expect(figure('Gross amount')).toBe(details.grossCents / 100);
    expect(figure('Term fee')).toBe(-details.termFeeCents / 100);
    expect(figure('Sub total')).toBe(details.subTotalCents / 100);
    expect(figure('Bank fee (Wire)')).toBe(-details.bankFeeCents / 100);
    expect(figure('Net paid')).toBe(4987.85);
    expect(rowLabelled(sheet, 'Net paid').getCell(7).value).toMatchObject({
      formula: expect.stringMatching(/^G\d+\+G\d+$/),
    });

    const paidDate = rowLabelled(sheet, 'Paid date').getCell(2);
    expect(paidDate.value).toEqual(new Date('2025-03-14T00:00:00Z'));
    expect(rowLabelled(sheet, 'Confirmation number').getCell(2).value).toBe('LP00ABCDEF1234');
  });

  it('uses the currency of the payment and the caller’s language', async () => {
    const details = { ...paymentOf(invoices), currencyId: 2 };
    const workbook = await workbookOf(await buildPayoutReportXlsx(input(details, { language: 'es' })));
    const sheet = workbook.getWorksheet('Informe de pago');
    if (!sheet) throw new Error('no sheet');
    const totals = rowLabelled(sheet, 'Totales');
    expect(totals.getCell(5).numFmt).toBe('"CA$"#,##0.00;-"CA$"#,##0.00');
    expect(shown(rowLabelled(sheet, 'Neto pagado').getCell(7))).toBe(4987.85);
  });
});

describe('payout report of a term fee refund', () => {
  /** The TERM_FEE_REFUND payment returning the fees of invoices 1 and 3 (invoice 2 was FREE QuickPay). */
  function feeRefund(): PaymentDetails {
    const refunded = [paidInvoice(1, 150_055, 3_751), paidInvoice(3, 312_345, 7_809)];
    const fees = refunded.reduce((t, i) => t + i.feeCents, 0);
    return {
      ...paymentOf([], 0),
      id: '9a8b7c6d5e4f3a2b1c0d',
      code: 'PAY-9A8B7C6D',
      payoutType: PayoutType.TERM_FEE_REFUND,
      invoiceCount: 0,
      loadNumbers: refunded.map((i) => i.loadNumber),
      grossCents: fees,
      termFeeCents: 0,
      subTotalCents: fees,
      bankFeeCents: 0,
      netCents: fees,
      refundOf: { id: '3f2a9c0b7d1e4a5b6c7d', code: 'PAY-3F2A9C0B' },
      refundedFees: refunded.map((i) => ({ ...i, refundedFeeCents: i.feeCents })),
    };
  }

  it('lists the invoices whose fee it returns in the PDF, with totals equal to the payment', async () => {
    const details = feeRefund();
    const { text } = await pdfText(await buildPayoutReportPdf(input(details)));
    expect(text).toContain('QuickPay fees refunded');
    expect(text).toMatch(/Refund of payment\s+PAY-3F2A9C0B/i);
    expect(text).toMatch(
      /LSF-24001\s+LD880013\s+Redline Logistics\s+QuickPay \(2\.5%\)\s+\$1,500\.55\s+\$37\.51\s+\$37\.51/,
    );
    expect(text).toMatch(/LSF-24003\s+LD880039/);
    expect(text).not.toContain('LSF-24002');
    // 37.51 + 78.09 = 115.60 refunded, on invoices of 1,500.55 + 3,123.45 = 4,624.00.
    expect(text).toMatch(/Totals\s+\$4,624\.00\s+\$115\.60\s+\$115\.60/);
    expect(text).toMatch(/Net paid\s+\$115\.60/);
  });

  it('lists them in the workbook with SUM totals equal to the payment', async () => {
    const details = feeRefund();
    const sheet = (await workbookOf(await buildPayoutReportXlsx(input(details)))).getWorksheet('Payout report');
    if (!sheet) throw new Error('no sheet');
    expect(rowLabelled(sheet, 'QuickPay fees refunded')).toBeDefined();
    const header = rowLabelled(sheet, 'Invoice');
    expect([5, 6, 7].map((c) => header.getCell(c).value)).toEqual(['Invoice amount', 'Fee charged', 'Fee refunded']);
    const rows = [1, 2].map((offset) => sheet.getRow(header.number + offset));
    expect(rows.map((row) => [row.getCell(1).value, row.getCell(5).value, row.getCell(7).value])).toEqual([
      ['LSF-24001', 1500.55, 37.51],
      ['LSF-24003', 3123.45, 78.09],
    ]);
    const totals = rowLabelled(sheet, 'Totals');
    expect(totals.number).toBe(header.number + 3);
    expect(shown(totals.getCell(7))).toBe(115.6);
    expect(shown(totals.getCell(5))).toBe(4624);
    expect(shown(rowLabelled(sheet, 'Net paid').getCell(7))).toBe(details.netCents / 100);
    expect(rowLabelled(sheet, 'Refund of payment').getCell(2).value).toBe('PAY-3F2A9C0B');
  });
});
