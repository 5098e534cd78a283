import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildRelationshipsXlsx } from '#functions/reports/relationships-xlsx.ts';
import { buildTakeControlPdf } from '#functions/reports/take-control-pdf.ts';
import { Currency } from '#shared/enums/currency.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import type { PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import { takeControlInfo } from '../../support/report-fixtures.ts';

const generatedAt = new Date('2026-03-14T16:00:00.000Z');

function relationship(overrides: Partial<PayeeRelationship> = {}): PayeeRelationship {
  const quickPay = { paymentType: PaymentType.QuickPay, termDays: 2, feeBps: 250, isQuickPay: true };
  return {
    id: 1,
    payor: { id: 2001, name: 'Redline Logistics', payorTypeId: 1, currencyType: { id: Currency.USD } },
    isClaimed: true,
    preVerified: false,
    claimedAt: '2025-09-01T15:00:00.000Z',
    termsAcceptedAt: '2025-09-01T15:00:00.000Z',
    contactStatus: RelationshipContactStatus.Confirmed,
    assignedFactor: null,
    factorName: null,
    availablePaymentTerms: [quickPay],
    defaultPaymentTerm: quickPay,
    discountRate: 250,
    payPeriod: 2,
    freeQuickPaysRemaining: 1,
    freeQuickPayOffer: 3,
    availableInvoiceCount: 4,
    availableInvoiceAmount: 1_234_505,
    contactMethodIds: [1],
    claimRequestedAt: null,
    version: 3,
    ...overrides,
  };
}

const relationships = [
  relationship(),
  relationship({
    id: 3,
    payor: { id: 2003, name: 'Summit Freight Brokers', payorTypeId: 1, currencyType: { id: Currency.USD } },
    isClaimed: false,
    claimedAt: null,
    availableInvoiceCount: 2,
    availableInvoiceAmount: 415_250,
  }),
  relationship({
    id: 9,
    payor: { id: 2009, name: 'Maple Leaf Shippers', payorTypeId: 3, currencyType: { id: Currency.CAD } },
    availableInvoiceCount: 1,
    availableInvoiceAmount: 50_000,
  }),
];

/** The value a cell shows: a formula's cached result, or the value itself. */
function shown(cell: ExcelJS.Cell): unknown {
  const value = cell.value;
  if (value && typeof value === 'object' && 'formula' in value) return value.result;
  return value;
}

describe('the payors export (Excel)', () => {
  it('lists each payor in order with its status, term and open invoices, totalled per currency', async () => {
    const bytes = await buildRelationshipsXlsx({
      payeeName: 'Lone Star Freight LLC',
      relationships,
      filters: {},
      language: 'en',
      generatedAt,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.getWorksheet('Payors');
    if (!sheet) throw new Error('No Payors sheet');
    expect(String(sheet.getCell('A1').value)).toBe('LanePay · My payors');
    expect(String(sheet.getCell('A2').value)).toContain('Lone Star Freight LLC');
    const header = sheet.getRow(4);
    expect(header.getCell(1).value).toBe('Payor');
    expect(header.getCell(10).value).toBe('Open amount');
    const first = sheet.getRow(5);
    expect([1, 2, 3, 5, 6, 7, 8, 9].map((c) => first.getCell(c).value)).toEqual([
      'Redline Logistics',
      'Broker',
      'Connected',
      'QuickPay',
      '2 days',
      '2.5%',
      1,
      4,
    ]);
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2025, 8, 1)));
    expect(first.getCell(10).value).toBe(12_345.05);
    expect(first.getCell(10).numFmt).toContain('$');
    const unclaimed = sheet.getRow(6);
    expect(unclaimed.getCell(3).value).toBe('Not connected');
    // No term: the cell is empty (an empty string is written as no cell at all).
    expect(unclaimed.getCell(5).value ?? '').toBe('');
    expect(sheet.getRow(7).getCell(2).value).toBe('Shipper');
    expect(sheet.getRow(7).getCell(11).value).toBe('CAD');
    // Totals per currency, never mixed.
    expect(sheet.getRow(8).getCell(1).value).toBe('Total USD');
    expect(shown(sheet.getRow(8).getCell(9))).toBe(6);
    expect(shown(sheet.getRow(8).getCell(10))).toBe(16_497.55);
    // Formulas Excel recalculates: the sums of the rows in that currency (rows 5–7, currency in K).
    expect(sheet.getRow(8).getCell(10).value).toMatchObject({ formula: 'SUMIF($K$5:$K$7,"USD",$J$5:$J$7)' });
    expect(sheet.getRow(9).getCell(9).value).toMatchObject({ formula: 'SUMIF($K$5:$K$7,"CAD",$I$5:$I$7)' });
    expect(sheet.getRow(9).getCell(1).value).toBe('Total CAD');
    expect(shown(sheet.getRow(9).getCell(10))).toBe(500);
  });

  it('says so when nothing matches, in the user’s language', async () => {
    const bytes = await buildRelationshipsXlsx({
      payeeName: 'Lone Star Freight LLC',
      relationships: [],
      filters: { isClaimed: true },
      language: 'es',
      generatedAt,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.getWorksheet('Pagadores');
    expect(String(sheet?.getCell('A2').value)).toContain('Solo conectados');
    expect(sheet?.getCell('A5').value).toBe('Ningún pagador coincide con estos filtros.');
  });
});

describe('the take-control details (PDF)', () => {
  it('names the payor and reference, the masked contact methods and every way to verify', async () => {
    const bytes = await buildTakeControlPdf({
      payeeName: 'Lone Star Freight LLC',
      info: takeControlInfo,
      language: 'en',
      generatedAt,
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text, totalPages } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(totalPages).toBe(1);
    for (const expected of [
      'Connect with Summit Freight Brokers',
      'LP-1001-3',
      'Lone Star Freight LLC',
      '223344',
      '2 invoices, $4,152.50',
      'lonestarfreight.test',
      '-0142',
      'Code by text message, voice call',
      'A 6-digit code sent to a contact method above',
      'Not pre-verified',
      '5 tries left this hour',
      'Sign the broker authorization form with your MC or DOT number',
      'Ask LanePay to verify the connection with Summit Freight Brokers',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('renders in French with a request already made', async () => {
    const bytes = await buildTakeControlPdf({
      payeeName: 'Lone Star Freight LLC',
      info: {
        ...takeControlInfo,
        claimRequestedAt: '2026-03-10T15:00:00.000Z',
        options: takeControlInfo.options.map((o) =>
          o.method === 'requestHelp' ? { ...o, available: false, unavailableReason: 'requested' as const } : o,
        ),
      },
      language: 'fr',
      generatedAt,
    });
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain('Se connecter à Summit Freight Brokers');
    expect(text).toContain('Demandé le');
  });
});
