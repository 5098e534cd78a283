import { describe, expect, it } from 'vitest';
import {
  readAmountCents,
  readCarrierNumber,
  readDocumentNumber,
  readInvoiceDate,
} from '#functions/domain/invoice-uploads/values.ts';
import { UploadProblem } from '#shared/enums/invoice-upload.ts';

describe('amounts', () => {
  it.each([
    ['1,234.50', 123_450],
    ['$75.5', 7_550],
    ['75', 7_500],
    ['.5', 50],
    [' USD 1,000,000.00 ', 100_000_000],
    ['$ 12.30 CAD', 1_230],
    [1234.5, 123_450],
    [0.1 + 0.2, 30],
  ])('reads %j as %i cents', (cell, cents) => {
    expect(readAmountCents(cell)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['-5', UploadProblem.AmountNotPositive],
    ['-$5.00', UploadProblem.AmountNotPositive],
    ['(12.00)', UploadProblem.AmountNotPositive],
    ['0', UploadProblem.AmountNotPositive],
    ['0.00', UploadProblem.AmountNotPositive],
    [0, UploadProblem.AmountNotPositive],
    [-3, UploadProblem.AmountNotPositive],
    ['', UploadProblem.AmountMissing],
    [null, UploadProblem.AmountMissing],
    ['abc', UploadProblem.AmountInvalid],
    ['1,5', UploadProblem.AmountInvalid],
    ['12.345', UploadProblem.AmountInvalid],
    ['1.2.3', UploadProblem.AmountInvalid],
    [12.345, UploadProblem.AmountInvalid],
    ['$', UploadProblem.AmountInvalid],
    ['10,000,000.01', UploadProblem.AmountTooLarge],
    ['99999999999999999999', UploadProblem.AmountTooLarge],
  ])('refuses %j: %s', (cell, problem) => {
    expect(readAmountCents(cell)).toEqual({ ok: false, problem });
  });
});

describe('invoice dates', () => {
  const today = '2026-03-10';
  it.each([
    ['2026-01-15', '2026-01-15'],
    ['2026/1/5', '2026-01-05'],
    ['1/5/2026', '2026-01-05'],
    ['12/31/2025', '2025-12-31'],
    ['2026-03-10T00:00:00Z', '2026-03-10'],
    [46037, '2026-01-15'],
    [46037.75, '2026-01-15'],
  ])('reads %j as %s', (cell, date) => {
    expect(readInvoiceDate(cell, today)).toEqual({ ok: true, value: date });
  });

  it.each([
    ['2026-02-30', UploadProblem.InvoiceDateInvalid],
    ['25/12/2025', UploadProblem.InvoiceDateInvalid],
    ['1/2/26', UploadProblem.InvoiceDateInvalid],
    ['yesterday', UploadProblem.InvoiceDateInvalid],
    [-4, UploadProblem.InvoiceDateInvalid],
    ['', UploadProblem.InvoiceDateMissing],
    ['2026-03-11', UploadProblem.InvoiceDateInFuture],
  ])('refuses %j: %s', (cell, problem) => {
    expect(readInvoiceDate(cell, today)).toEqual({ ok: false, problem });
  });
});

describe('carrier and document numbers', () => {
  it('reads MC and DOT numbers with the prefixes people write', () => {
    for (const cell of ['654321', 'MC-654321', 'mc 654321', '#654321', 654321]) {
      expect(readCarrierNumber(cell)).toEqual({ ok: true, value: '654321' });
    }
    expect(readCarrierNumber('USDOT 1234567')).toEqual({ ok: true, value: '1234567' });
    expect(readCarrierNumber('')).toEqual({ ok: true, value: null });
    expect(readCarrierNumber('MC-65A')).toEqual({ ok: false, problem: UploadProblem.CarrierNumberInvalid });
  });

  it('keeps invoice and load numbers as the portal does (trimmed, upper case) and refuses others', () => {
    const read = (cell: string) =>
      readDocumentNumber(cell, UploadProblem.InvoiceNumberMissing, UploadProblem.InvoiceNumberInvalid);
    expect(read(' inv-1 ')).toEqual({ ok: true, value: 'INV-1' });
    expect(read('')).toEqual({ ok: false, problem: UploadProblem.InvoiceNumberMissing });
    expect(read('-starts-with-dash')).toEqual({ ok: false, problem: UploadProblem.InvoiceNumberInvalid });
    expect(read('x'.repeat(41))).toEqual({ ok: false, problem: UploadProblem.InvoiceNumberInvalid });
  });
});
