import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildReportTableXlsx, type ReportTableInput } from '#functions/reports/report-table-xlsx.ts';
import { Currency } from '#shared/enums/currency.ts';

const generatedAt = new Date('2026-03-14T16:00:00.000Z');

async function rowsOf(input: ReportTableInput): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await buildReportTableXlsx(input)).buffer as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) =>
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((value) => (value && typeof value === 'object' && 'result' in value ? value.result : value)),
    ),
  );
  return rows;
}

const base = {
  companyName: 'Redline Logistics',
  range: { startDate: '2026-03-01', endDate: '2026-03-14' },
  generatedAt,
} as const;

describe('the report workbook', () => {
  it('writes typed rows and a total per currency of the money columns, never of balances', async () => {
    const rows = await rowsOf({
      ...base,
      words: 'payorLedgerReports',
      report: 'creditUsage',
      language: 'en',
      columns: [
        { key: 'date', kind: 'date', width: 13 },
        { key: 'used', kind: 'balance', width: 14 },
        { key: 'fee', kind: 'money', width: 14 },
        { key: 'line', kind: 'text', width: 14 },
      ],
      rows: [
        { currencyId: Currency.USD, cells: ['2026-03-02', 100_00, 2_50, { message: 'report.labels.invoice' }] },
        { currencyId: Currency.CAD, cells: ['2026-03-03', 70_00, 1_25, { message: 'report.labels.creditNote' }] },
        { currencyId: Currency.USD, cells: ['2026-03-04', 200_00, 5_00, { message: 'report.labels.invoice' }] },
      ],
    });
    expect(String(rows[0]?.[0])).toBe('LanePay · Credit usage');
    expect(String(rows[1]?.[0])).toContain('Redline Logistics');
    const header = rows.findIndex((row) => row[0] === 'Date');
    expect(rows[header]).toEqual(['Date', 'Used', 'QuickPay fee', 'Line', 'Currency']);
    expect(rows[header + 1]?.slice(1)).toEqual([100, 2.5, 'Invoice', 'USD']);
    expect(rows[header + 2]?.slice(1)).toEqual([70, 1.25, 'Credit note repaid', 'CAD']);
    expect(rows[header + 1]?.[0]).toBeInstanceOf(Date);
    const totals = rows.slice(header + 4);
    expect(totals).toEqual([
      ['Total USD', undefined, 7.5, undefined, 'USD'],
      ['Total CAD', undefined, 1.25, undefined, 'CAD'],
    ]);
  });

  it('speaks the caller’s language and says when nothing matched', async () => {
    const rows = await rowsOf({
      ...base,
      words: 'payorLedgerReports',
      report: 'refunds',
      language: 'es',
      columns: [
        { key: 'refundDate', kind: 'date', width: 13 },
        { key: 'gross', kind: 'money', width: 14 },
      ],
      rows: [],
    });
    expect(String(rows[0]?.[0])).toBe('LanePay · Reembolsos de facturas');
    expect(rows.some((row) => row[0] === 'Fecha del reembolso')).toBe(true);
    expect(rows.at(-1)?.[0]).toBe('Nada coincide con estos filtros.');
  });

  it('totals counts but not days, writes percents and titles an operations report with its words', async () => {
    const rows = await rowsOf({
      ...base,
      words: 'opsReports',
      report: 'gotpMonth',
      titleParams: { month: '2026-03' },
      language: 'fr',
      columns: [
        { key: 'invoice', kind: 'text' },
        { key: 'age', kind: 'number' },
        { key: 'invoices', kind: 'count' },
        { key: 'feeRate', kind: 'percent' },
        { key: 'fee', kind: 'money' },
      ],
      rows: [
        { currencyId: Currency.USD, cells: ['LSF-1', 12, 1, 1.5, 15_00] },
        { currencyId: Currency.USD, cells: ['LSF-2', 30, 2, 2, 20_00] },
      ],
    });
    expect(String(rows[0]?.[0])).toContain('2026-03');
    expect(String(rows[1]?.[0])).toContain(' · Du 1 mars 2026 au 14 mars 2026 · ');
    const header = rows.findIndex((row) => row[1] === 'Ancienneté (jours)');
    expect(header).toBeGreaterThan(0);
    expect(rows[header + 1]?.slice(1, 4)).toEqual([12, 1, 0.015]);
    expect(rows.at(-1)).toEqual(['Total USD', undefined, 3, undefined, 35, 'USD']);
  });
});
