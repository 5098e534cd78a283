import { describe, expect, it } from 'vitest';
import {
  defaultRemittanceDays,
  isCalendarDay,
  remittanceEmailContent,
  remittanceLanguage,
} from '#functions/domain/factor-area/remittance-email.ts';
import { remittanceEmail } from '#functions/reports/factor-remittance-email-text.ts';
import { Currency } from '#shared/enums/currency.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import type { FactorPayment, RemittanceLine } from '#shared/schemas/factor-payments.ts';

function line(invoiceId: number, grossCents: number, feeCents: number): RemittanceLine {
  return {
    invoiceId,
    invoiceNumber: `INV-${invoiceId}`,
    loadNumber: `LD-${invoiceId}`,
    clientName: 'Pecos Valley Transport',
    debtorName: 'Brazos Bend Logistics',
    grossCents,
    feeCents,
    netCents: grossCents - feeCents,
  };
}

function payment(code: string, currencyId: number, lines: RemittanceLine[], creditNoteCents = 0): FactorPayment {
  const grossCents = lines.reduce((sum, l) => sum + l.grossCents, 0);
  const netCents = lines.reduce((sum, l) => sum + l.netCents, 0) - creditNoteCents;
  return {
    id: `id-${code}`,
    code,
    paidDate: '2026-11-27',
    clientId: 1,
    clientName: 'Pecos Valley Transport',
    debtorId: 2,
    debtorName: 'Brazos Bend Logistics',
    currencyId,
    methodType: PaymentMethodType.Ach,
    bankAccountName: 'Operating account',
    invoiceCount: lines.length,
    grossCents,
    feeCents: grossCents - netCents,
    netCents,
    confirmationNumber: 'C-1',
    remittance: lines,
  };
}

describe('the remittance email’s content', () => {
  it('keeps each payment’s lines and totals them per currency in cents, payments in reference order', () => {
    const content = remittanceEmailContent([
      payment('PAY-B', Currency.USD, [line(3, 100_001, 2_500)], 1_000),
      payment('PAY-C', Currency.CAD, [line(4, 50_000, 0)]),
      payment('PAY-A', Currency.USD, [line(1, 123_456, 3_086), line(2, 10, 1)]),
    ]);
    expect(content.payments.map((p) => p.code)).toEqual(['PAY-A', 'PAY-B', 'PAY-C']);
    expect(content.payments[0]?.lines.map((l) => l.invoiceId)).toEqual([1, 2]);
    expect(content.totals).toEqual([
      {
        currencyId: Currency.USD,
        payments: 2,
        invoices: 3,
        grossCents: 223_467,
        feeCents: 5_587,
        netCents: 217_880,
        // PAY-B repaid a 10.00 credit note of the debtor's.
        paidCents: 216_880,
      },
      {
        currencyId: Currency.CAD,
        payments: 1,
        invoices: 1,
        grossCents: 50_000,
        feeCents: 0,
        netCents: 50_000,
        paidCents: 50_000,
      },
    ]);
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => remittanceEmailContent([payment('PAY-A', Currency.USD, [line(1, 10.5, 0)])])).toThrow(RangeError);
  });

  it('has no payments and no totals for none', () => {
    expect(remittanceEmailContent([])).toEqual({ payments: [], totals: [] });
  });
});

describe('the remittance email’s words', () => {
  const content = remittanceEmailContent([
    payment('PAY-A', Currency.USD, [line(1, 123_456, 3_086)]),
    payment('PAY-B', Currency.USD, [line(2, 100_000, 0), line(5, 1, 0)]),
  ]);
  const input = {
    factorName: 'Alamo Capital Factoring',
    day: '2026-11-27',
    content,
    paymentLink: (id: string) => `https://portal.example/factor/payments/${id}`,
    profileLink: 'https://portal.example/factor/profile',
  };

  it('lists each payment with its link and invoice lines, then the totals, in English', () => {
    const { subject, body } = remittanceEmail({ ...input, language: 'en' });
    expect(subject).toBe('LanePay remittance of Nov 27, 2026 for Alamo Capital Factoring');
    expect(body).toContain('LanePay made 2 payments to Alamo Capital Factoring on Nov 27, 2026.');
    expect(body).toContain('Payment PAY-A: $1,203.70 to Operating account');
    expect(body).toContain('Remittance (CSV, Excel): https://portal.example/factor/payments/id-PAY-A');
    expect(body).toContain(
      '- Brazos Bend Logistics · Pecos Valley Transport · invoice INV-1 · load LD-1: invoice amount $1,234.56, fees $30.86, net $1,203.70',
    );
    expect(body).toContain('- USD: 3 invoices, invoice amount $2,234.57, fees $30.86, net $2,203.71; paid $2,203.71');
    expect(body).toContain('https://portal.example/factor/profile');
    expect(body).not.toMatch(/\{\{|factorRemittanceEmail\./);
  });

  it('speaks the reader’s language, singular where there is one', () => {
    const one = remittanceEmailContent([payment('PAY-A', Currency.USD, [line(1, 123_456, 3_086)])]);
    const french = remittanceEmail({ ...input, content: one, language: 'fr' });
    // Intl separates French groups and currency signs with (narrow) no-break spaces.
    const frenchBody = french.body.replace(/[\u00a0\u202f]/g, ' ');
    expect(french.subject).toBe('Remise LanePay du 27 nov. 2026 pour Alamo Capital Factoring');
    expect(frenchBody).toContain('LanePay a fait 1 paiement à Alamo Capital Factoring le 27 nov. 2026.');
    expect(frenchBody).toContain('- USD : 1 facture, montant des factures 1 234,56 $ US, frais 30,86 $ US');
    const spanish = remittanceEmail({ ...input, language: 'es' });
    expect(spanish.body).toContain('LanePay hizo 2 pagos a Alamo Capital Factoring');
    expect(spanish.body).not.toMatch(/\{\{|factorRemittanceEmail\./);
  });
});

describe('the remittance run’s days and language', () => {
  it.each([
    ['2026-11-24', ['2026-11-23']], // Tuesday: Monday
    ['2026-11-30', ['2026-11-27', '2026-11-28', '2026-11-29']], // Monday: Friday and the weekend
    ['2026-11-29', ['2026-11-27', '2026-11-28']], // Sunday (by hand): Friday and Saturday
    ['2026-03-02', ['2026-02-27', '2026-02-28', '2026-03-01']], // across a month's end
  ])('on %s covers %j', (today, days) => {
    expect(defaultRemittanceDays(today)).toEqual(days);
  });

  it.each([
    ['2026-11-27', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['27/11/2026', false],
    ['', false],
  ])('reads %j as a day: %s', (value, valid) => {
    expect(isCalendarDay(value)).toBe(valid);
  });

  it('takes the first reader’s language the portal knows, else English', () => {
    expect(remittanceLanguage([{ language: 'fr' }, { language: 'es' }])).toBe('fr');
    expect(remittanceLanguage([null, { language: null }, { language: 'es' }])).toBe('es');
    expect(remittanceLanguage([null, { language: null }])).toBe('en');
  });
});
