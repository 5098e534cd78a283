import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { exportPath, exportRewriteFunctionCode } from '#infra/definitions/export-routing.ts';

/** Runs the CloudFront Function source against a viewer request, as CloudFront would. */
function cloudFront(uri: string, query: Record<string, string>): string {
  const request = { uri, querystring: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, { value: v }])) };
  const handler = runInNewContext(`${exportRewriteFunctionCode()}; handler`) as (e: unknown) => { uri: string };
  return handler({ request }).uri;
}

describe('export routing', () => {
  it('sends exportReport=true requests to the exports API, keeping the path', () => {
    expect(exportPath('/api/v1/core/payee/invoices_and_credit_notes', true)).toBe(
      '/api/v1/exports/core/payee/invoices_and_credit_notes',
    );
    expect(exportPath('/api/v1/core/payee/invoices_and_credit_notes', false)).toBeNull();
    expect(exportPath('/api/v1/exports/core/x', true)).toBeNull();
    expect(exportPath('/payee/dashboard', true)).toBeNull();
  });

  it('does the same at the edge', () => {
    expect(cloudFront('/api/v1/core/payee/payments/7/payout_report', { exportReport: 'true' })).toBe(
      '/api/v1/exports/core/payee/payments/7/payout_report',
    );
    expect(cloudFront('/api/v1/core/payee/payments', { exportReport: 'false' })).toBe('/api/v1/core/payee/payments');
    expect(cloudFront('/api/v1/settlement/bills', {})).toBe('/api/v1/settlement/bills');
  });

  it('puts the kind of file into the path where the query picks it (payout report: PDF or Excel)', () => {
    const path = '/api/v1/core/payee/payments/7/payout_report';
    const query = (search: string) => new URLSearchParams(search);
    expect(exportPath(path, true, query('format=xlsx&exportReport=true'))).toBe(
      '/api/v1/exports/core/payee/payments/7/payout_report/xlsx',
    );
    expect(exportPath(path, true, query('format=pdf&exportReport=true'))).toBe(
      '/api/v1/exports/core/payee/payments/7/payout_report',
    );
    expect(exportPath(path, true, query('exportReport=true'))).toBe(
      '/api/v1/exports/core/payee/payments/7/payout_report',
    );
    expect(exportPath(path, false, query('format=xlsx'))).toBeNull();
    expect(exportPath('/api/v1/core/payee/payments', true, query('format=xlsx'))).toBe(
      '/api/v1/exports/core/payee/payments',
    );
    expect(cloudFront(path, { exportReport: 'true', format: 'xlsx' })).toBe(
      '/api/v1/exports/core/payee/payments/7/payout_report/xlsx',
    );
    expect(cloudFront(path, { exportReport: 'true', format: 'pdf' })).toBe(
      '/api/v1/exports/core/payee/payments/7/payout_report',
    );
    expect(cloudFront(path, { format: 'xlsx' })).toBe(path);
  });

  it('always sends the bill combined-document call to the exports API (it needs the PDF library)', () => {
    const path = '/api/v1/settlement/bills/01JD3Q8M2X/documents/combined';
    expect(exportPath(path, false)).toBe('/api/v1/exports/settlement/bills/01JD3Q8M2X/documents/combined');
    expect(cloudFront(path, {})).toBe('/api/v1/exports/settlement/bills/01JD3Q8M2X/documents/combined');
    for (const other of [
      '/api/v1/settlement/bills/01JD3Q8M2X/documents',
      '/api/v1/settlement/bills/01JD3Q8M2X/documents/abc/download',
      '/api/v1/settlement/bills/a/b/documents/combined',
      '/api/v1/settlement/bills/01JD3Q8M2X/documents/combined/x',
    ]) {
      expect(exportPath(other, false)).toBeNull();
      expect(cloudFront(other, {})).toBe(other);
    }
  });
});
