import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildInvoicesXlsx } from '#functions/reports/invoices-xlsx.ts';
import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { Currency } from '#shared/enums/currency.ts';
import { DocumentType } from '#shared/enums/document-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { InvoiceListItem } from '#shared/schemas/payee-invoices.ts';

const generatedAt = new Date('2026-03-14T16:00:00.000Z');

function item(overrides: Partial<InvoiceListItem> = {}): InvoiceListItem {
  return {
    documentTypeId: DocumentType.Invoice,
    id: 1,
    number: 'INV-1001',
    loadNumber: 'LD-77',
    payorId: 2001,
    payorName: 'Redline Logistics',
    payeeRelationshipId: 1,
    statusId: InvoiceStatus.Approved,
    creditNoteStatus: null,
    kind: null,
    currencyId: Currency.USD,
    grossCents: 150_000,
    feeCents: 3_750,
    netCents: 146_250,
    paymentTypeId: PaymentType.QuickPay,
    termLabel: 'quickPay',
    percentageFee: 2.5,
    uploadedDate: '2026-03-01',
    approvedDate: '2026-03-03',
    paidDate: null,
    statusChangeDate: '2026-03-03',
    expectedPayDate: '2026-03-05',
    ...overrides,
  };
}

const rows = [
  item(),
  item({
    documentTypeId: DocumentType.CreditNote,
    id: 7,
    number: 'CN-7',
    loadNumber: null,
    statusId: null,
    creditNoteStatus: CreditNoteStatus.Outstanding,
    currencyId: Currency.CAD,
    grossCents: -20_005,
    feeCents: 0,
    netCents: -20_005,
    paymentTypeId: null,
    termLabel: null,
    percentageFee: null,
    approvedDate: null,
    expectedPayDate: null,
  }),
];

const totals = [
  {
    currencyId: Currency.USD,
    approvedCents: 146_250,
    approvedCount: 1,
    heldCents: 0,
    heldCount: 0,
    pendingCents: 99,
    pendingCount: 2,
  },
  {
    currencyId: Currency.CAD,
    approvedCents: 0,
    approvedCount: 0,
    heldCents: 0,
    heldCount: 0,
    pendingCents: 0,
    pendingCount: 0,
  },
];

async function sheetOf(language: 'en' | 'fr') {
  const bytes = await buildInvoicesXlsx({ payeeName: 'Lone Star Freight LLC', rows, totals, language, generatedAt });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return { workbook, sheet };
}

const rowStarting = (sheet: ExcelJS.Worksheet, text: string) => {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (!found && row.getCell(1).value === text) found = row;
  });
  if (!found) throw new Error(`no row starting with ${text}`);
  return found;
};

describe('invoices and credit notes workbook', () => {
  it('heads the sheet like the other files and types every cell', async () => {
    const { workbook, sheet } = await sheetOf('en');
    expect(workbook.title).toBe('Invoices and credit notes');
    expect(sheet.name).toBe('Invoices');
    expect(sheet.getCell('A1').value).toBe('LanePay · Invoices and credit notes');
    expect(String(sheet.getCell('A2').value)).toMatch(/^Lone Star Freight LLC · Generated Mar 14, 2026, 11:00 AM$/);
    const header = sheet.getRow(4);
    expect(header.getCell(1).value).toBe('Type');
    expect(header.getCell(14).value).toBe('Net');
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(sheet.autoFilter).toBe('A4:N6');

    const invoice = sheet.getRow(5);
    expect(invoice.getCell(5).value).toBe('Approved');
    expect(invoice.getCell(6).value).toBe('QuickPay (2.5%)');
    expect(invoice.getCell(7).value).toEqual(new Date(Date.UTC(2026, 2, 1)));
    expect(invoice.getCell(7).numFmt).toBe('yyyy-mm-dd');
    expect(invoice.getCell(9).value).toBeNull();
    expect(invoice.getCell(12).value).toBe(1500);
    expect(invoice.getCell(14).value).toBe(1462.5);
    expect(invoice.getCell(14).numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');

    const note = sheet.getRow(6);
    expect(note.getCell(1).value).toBe('Credit note');
    expect(note.getCell(5).value).toBe('Outstanding');
    expect(note.getCell(11).value).toBe('CAD');
    expect(note.getCell(14).value).toBe(-200.05);
    expect(note.getCell(14).numFmt).toBe('"CA$"#,##0.00;-"CA$"#,##0.00');
  });

  it('totals what is outstanding per currency, with counts in the language’s plural forms', async () => {
    const english = (await sheetOf('en')).sheet;
    const usd = rowStarting(english, 'USD');
    expect([usd.getCell(2).value, usd.getCell(3).value, usd.getCell(5).value, usd.getCell(7).value]).toEqual([
      1462.5,
      '1 invoice',
      '0 invoices',
      '2 invoices',
    ]);
    expect(rowStarting(english, 'CAD').getCell(2).numFmt).toContain('CA$');

    const french = (await sheetOf('fr')).sheet;
    expect(french.getRow(4).getCell(1).value).toBe('Type');
    expect(rowStarting(french, 'USD').getCell(5).value).toBe('0 facture');
    expect(rowStarting(french, 'En cours (net des frais)').getCell(1).font?.bold).toBe(true);
  });
});
