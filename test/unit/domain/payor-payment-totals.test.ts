import { describe, expect, it } from 'vitest';
import { payorPaymentTotals } from '#functions/domain/payor-money/payment-totals.ts';
import { Currency } from '#shared/enums/currency.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';

const payment = (state: PaymentState, currencyId: number, grossCents: number, creditNoteCents = 0) => ({
  state,
  currencyId,
  grossCents,
  creditNoteCents,
  amountCents: grossCents - creditNoteCents,
});

describe('the payor payments totals', () => {
  it('add up gross, credit notes repaid and cost per currency, in currency order', () => {
    expect(
      payorPaymentTotals([
        payment(PaymentState.Paid, Currency.CAD, 50_000),
        payment(PaymentState.Paid, Currency.USD, 100_000, 25_000),
        payment(PaymentState.Paid, Currency.USD, 40_001),
      ]),
    ).toEqual([
      { currencyId: Currency.USD, count: 2, grossCents: 140_001, creditNoteCents: 25_000, amountCents: 115_001 },
      { currencyId: Currency.CAD, count: 1, grossCents: 50_000, creditNoteCents: 0, amountCents: 50_000 },
    ]);
  });

  it('leave refunded payments out: their money came back to the payor', () => {
    expect(
      payorPaymentTotals([
        payment(PaymentState.Refunded, Currency.USD, 99_999),
        payment(PaymentState.Paid, Currency.USD, 1),
      ]),
    ).toEqual([{ currencyId: Currency.USD, count: 1, grossCents: 1, creditNoteCents: 0, amountCents: 1 }]);
    expect(payorPaymentTotals([payment(PaymentState.Refunded, Currency.USD, 5)])).toEqual([]);
  });
});
