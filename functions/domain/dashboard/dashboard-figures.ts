import { BankAccountStatus, isPendingBankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { heldInvoiceStatuses, InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PayorCategory, PayorKind } from '#shared/enums/payor.ts';
import type { Dashboard, DashboardBankAccount, HeldStatusFigure } from '#shared/schemas/payee-dashboard.ts';
import { type CurrencyTallies, invoiceTotalsOf } from '../invoices/invoice-totals.ts';

/**
 * The payee dashboard's figures (seeds 000 §2.5): its payor tabs, the invoice card's approved,
 * held and pending totals with what the held total is made of, and the wallet card. No I/O: the
 * service reads the carrier's tallies, relationships and accounts and hands them here.
 */

/**
 * The payor kind of a payor category (seeds 000 §3): LanePay brokers and factored brokers are
 * brokers, shippers are shippers; a payor without a category is in neither tab, only in All payors.
 */
export function payorKindOfCategory(category: number | null): PayorKind | null {
  switch (category) {
    case PayorCategory.LanePayBroker:
    case PayorCategory.FactoredBroker:
      return PayorKind.Broker;
    case PayorCategory.Shipper:
      return PayorKind.Shipper;
    default:
      return null;
  }
}

type TabRelationship = { id: number; payorTypeId: number | null; isClaimed: boolean };

/** The relationships a tab covers: all of them without a kind, else those whose payor is of that kind. */
export function relationshipsOfKind<R extends TabRelationship>(relationships: readonly R[], kind: PayorKind | null) {
  return kind === null ? [...relationships] : relationships.filter((r) => payorKindOfCategory(r.payorTypeId) === kind);
}

/** How many of the tab's relationships are claimed and how many are still to claim. */
export function relationshipCounts(relationships: readonly TabRelationship[]) {
  const claimedCount = relationships.filter((r) => r.isClaimed).length;
  return { claimedCount, unclaimedCount: relationships.length - claimedCount };
}

/** Tallies of one currency only, when the shell's currency filter is set. */
function inCurrency(tallies: readonly CurrencyTallies[], currencyId: number | undefined): CurrencyTallies[] {
  return tallies.filter((t) => currencyId === undefined || t.currencyId === currencyId);
}

/** Whether a currency's tallies hold any open invoice (so empty currencies leave no row of zeros). */
function hasOpenInvoices(totals: ReturnType<typeof invoiceTotalsOf>): boolean {
  return totals.approvedCount + totals.heldCount + totals.pendingCount > 0;
}

/**
 * The invoice card: approved, held (Held + PendingReissue + MissingBank) and pending in net cents
 * with counts, per currency (amounts of different currencies are never added), exactly as the
 * invoice list totals them (invoiceTotalsOf); and each held status's share.
 */
export function invoiceFigures(tallies: readonly CurrencyTallies[], currencyId?: number): Dashboard['invoices'] {
  const own = inCurrency(tallies, currencyId)
    .map((t) => ({ tallies: t, totals: invoiceTotalsOf(t) }))
    .filter(({ totals }) => hasOpenInvoices(totals))
    .sort((a, b) => a.tallies.currencyId - b.tallies.currencyId);
  const held: HeldStatusFigure[] = own.flatMap(({ tallies: t }) =>
    heldInvoiceStatuses.flatMap((statusId) => {
      const tally = t.byStatus[statusId];
      return tally && tally.count > 0
        ? [{ currencyId: t.currencyId, statusId, count: tally.count, netCents: tally.netCents }]
        : [];
    }),
  );
  return { totals: own.map(({ totals }) => totals), held };
}

type AccountFacts = {
  id: number;
  name: string;
  methodType: number;
  status: BankAccountStatus;
  isValidationRequired: boolean;
  destinationDescription: string;
  currencyId: number;
  createdAt: string;
};

/** Active accounts first, then those under review, then the rest; newest first within each. */
function accountRank(status: number): number {
  if (status === BankAccountStatus.Active) return 0;
  return isPendingBankAccountStatus(status) ? 1 : 2;
}

/**
 * The wallet card: the carrier's accounts (active first) with how many are active and pending,
 * and the held amount per currency with the part held for a missing bank account.
 */
export function walletFigures(accounts: readonly AccountFacts[], invoices: Dashboard['invoices']): Dashboard['wallet'] {
  const bankAccounts: DashboardBankAccount[] = [...accounts]
    .sort(
      (a, b) => accountRank(a.status) - accountRank(b.status) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    )
    .map((account) => ({
      id: account.id,
      name: account.name,
      methodTypeId: account.methodType,
      statusId: account.status,
      isPending: isPendingBankAccountStatus(account.status),
      isValidationRequired: account.isValidationRequired,
      destinationDescription: account.destinationDescription,
      currencyId: account.currencyId,
    }));
  const held = invoices.totals
    .filter((totals) => totals.heldCount > 0)
    .map((totals) => {
      const missingBank = invoices.held.find(
        (h) => h.currencyId === totals.currencyId && h.statusId === InvoiceStatus.MissingBank,
      );
      return {
        currencyId: totals.currencyId,
        heldCents: totals.heldCents,
        heldCount: totals.heldCount,
        missingBankCents: missingBank?.netCents ?? 0,
        missingBankCount: missingBank?.count ?? 0,
      };
    });
  return {
    bankAccounts,
    activeCount: bankAccounts.filter((a) => a.statusId === BankAccountStatus.Active).length,
    pendingCount: bankAccounts.filter((a) => a.isPending).length,
    held,
  };
}
