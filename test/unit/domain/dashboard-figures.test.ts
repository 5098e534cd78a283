import { describe, expect, it } from 'vitest';
import {
  invoiceFigures,
  payorKindOfCategory,
  relationshipCounts,
  relationshipsOfKind,
  walletFigures,
} from '#functions/domain/dashboard/dashboard-figures.ts';
import type { CurrencyTallies } from '#functions/domain/invoices/invoice-totals.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PayorCategory, PayorKind } from '#shared/enums/payor.ts';

const tally = (count: number, netCents: number) => ({ count, grossCents: netCents, netCents });

describe('the dashboard’s payor tabs', () => {
  it('count LanePay and factored brokers as brokers and shippers as shippers', () => {
    expect(payorKindOfCategory(PayorCategory.LanePayBroker)).toBe(PayorKind.Broker);
    expect(payorKindOfCategory(PayorCategory.FactoredBroker)).toBe(PayorKind.Broker);
    expect(payorKindOfCategory(PayorCategory.Shipper)).toBe(PayorKind.Shipper);
    expect(payorKindOfCategory(null)).toBeNull();
    expect(payorKindOfCategory(99)).toBeNull();
  });

  it('cover every relationship for All payors and those of the kind otherwise', () => {
    const relationships = [
      { id: 1, payorTypeId: PayorCategory.LanePayBroker, isClaimed: true },
      { id: 2, payorTypeId: PayorCategory.Shipper, isClaimed: true },
      { id: 3, payorTypeId: PayorCategory.FactoredBroker, isClaimed: false },
      { id: 4, payorTypeId: null, isClaimed: true },
    ];
    expect(relationshipsOfKind(relationships, null).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(relationshipsOfKind(relationships, PayorKind.Broker).map((r) => r.id)).toEqual([1, 3]);
    expect(relationshipsOfKind(relationships, PayorKind.Shipper).map((r) => r.id)).toEqual([2]);
    expect(relationshipCounts(relationshipsOfKind(relationships, PayorKind.Broker))).toEqual({
      claimedCount: 1,
      unclaimedCount: 1,
    });
  });
});

describe('the invoice card', () => {
  const usd: CurrencyTallies = {
    currencyId: 1,
    byStatus: {
      [InvoiceStatus.Pending]: tally(2, 30_000),
      [InvoiceStatus.Approved]: tally(1, 97_500),
      [InvoiceStatus.Paid]: tally(9, 900_000),
      [InvoiceStatus.Held]: tally(1, 10_000),
      [InvoiceStatus.PendingReissue]: tally(2, 20_000),
      [InvoiceStatus.MissingBank]: tally(1, 5_000),
      [InvoiceStatus.MissingCarrier]: tally(1, 1_000),
    },
  };
  const cad: CurrencyTallies = { currencyId: 2, byStatus: { [InvoiceStatus.Pending]: tally(1, 4_200) } };
  const onlyPaid: CurrencyTallies = { currencyId: 3, byStatus: { [InvoiceStatus.Paid]: tally(3, 1) } };

  it('totals approved, held (Held + PendingReissue + MissingBank) and pending per currency, with the held parts', () => {
    expect(invoiceFigures([cad, usd, onlyPaid])).toEqual({
      totals: [
        {
          currencyId: 1,
          approvedCents: 97_500,
          approvedCount: 1,
          heldCents: 35_000,
          heldCount: 4,
          pendingCents: 30_000,
          pendingCount: 2,
        },
        {
          currencyId: 2,
          approvedCents: 0,
          approvedCount: 0,
          heldCents: 0,
          heldCount: 0,
          pendingCents: 4_200,
          pendingCount: 1,
        },
      ],
      held: [
        { currencyId: 1, statusId: InvoiceStatus.Held, count: 1, netCents: 10_000 },
        { currencyId: 1, statusId: InvoiceStatus.PendingReissue, count: 2, netCents: 20_000 },
        { currencyId: 1, statusId: InvoiceStatus.MissingBank, count: 1, netCents: 5_000 },
      ],
    });
  });

  it('keep to the shell’s currency when one is chosen, and are empty without open invoices', () => {
    expect(invoiceFigures([usd, cad], 2).totals.map((t) => t.currencyId)).toEqual([2]);
    expect(invoiceFigures([onlyPaid])).toEqual({ totals: [], held: [] });
    expect(invoiceFigures([])).toEqual({ totals: [], held: [] });
  });
});

describe('the wallet card', () => {
  const account = (id: number, status: BankAccountStatus, createdAt: string) => ({
    id,
    name: `Account ${id}`,
    methodType: 3,
    status,
    isValidationRequired: false,
    destinationDescription: `ACH ••••000${id}`,
    currencyId: 1,
    createdAt,
  });

  it('lists active accounts first, then pending, then the rest, newest first, with counts', () => {
    const wallet = walletFigures(
      [
        account(1, BankAccountStatus.Rejected, '2026-03-01'),
        account(2, BankAccountStatus.Active, '2026-01-01'),
        account(3, BankAccountStatus.PendingVerification, '2026-02-01'),
        account(4, BankAccountStatus.Active, '2026-02-15'),
        account(5, BankAccountStatus.PendingFinalReview, '2026-02-20'),
      ],
      { totals: [], held: [] },
    );
    expect(wallet.bankAccounts.map((a) => a.id)).toEqual([4, 2, 5, 3, 1]);
    expect(wallet).toMatchObject({ activeCount: 2, pendingCount: 2, held: [] });
    expect(wallet.bankAccounts[2]).toMatchObject({ isPending: true, statusId: BankAccountStatus.PendingFinalReview });
  });

  it('shows the held amount and the part waiting for a bank account', () => {
    const invoices = invoiceFigures([
      {
        currencyId: 1,
        byStatus: { [InvoiceStatus.Held]: tally(1, 10_000), [InvoiceStatus.MissingBank]: tally(2, 7_000) },
      },
    ]);
    expect(walletFigures([], invoices).held).toEqual([
      { currencyId: 1, heldCents: 17_000, heldCount: 3, missingBankCents: 7_000, missingBankCount: 2 },
    ]);
  });
});
