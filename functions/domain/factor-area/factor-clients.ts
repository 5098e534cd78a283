import { HoldReason } from '#shared/enums/hold-reason.ts';
import { heldInvoiceStatuses, InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { FactorOfRecordState, HoldResolution } from '#shared/schemas/factor-clients.ts';
import type { FactorHold } from '../noa/holds.ts';

/** What releases a factor-of-record hold (domain/noa/holds.ts derives them; each goes once this happens). */
export function resolutionOf(hold: Pick<FactorHold, 'reason'>): HoldResolution {
  switch (hold.reason) {
    case HoldReason.WAITING_FOR_LOR:
      return HoldResolution.LorFromFactorOfRecord;
    case HoldReason.FRAUD_NOA:
      return HoldResolution.FraudReview;
    default:
      return HoldResolution.FactorsAgree;
  }
}

/** Whether `factorId` is the carrier's factor of record. */
export function factorOfRecordStateOf(recordFactorId: number | null, factorId: number): FactorOfRecordState {
  if (recordFactorId === null) return FactorOfRecordState.None;
  return recordFactorId === factorId ? FactorOfRecordState.ThisFactor : FactorOfRecordState.OtherFactor;
}

/** Whether a search (upper-cased) finds a client by name, MC or DOT number. */
export function clientMatches(
  client: { name: string; mcNumber: string | null; dotNumber: string | null },
  search: string | undefined,
): boolean {
  if (!search) return true;
  const wanted = search.toUpperCase();
  return (
    client.name.toUpperCase().includes(wanted) ||
    (client.mcNumber ?? '').includes(wanted) ||
    (client.dotNumber ?? '').includes(wanted)
  );
}

type Tally = { count: number; cents: number };
export type DebtorTotals = { currencyId: number; open: Tally; approved: Tally; held: Tally };

const unpaid: readonly InvoiceStatus[] = [InvoiceStatus.Pending, InvoiceStatus.Approved, ...heldInvoiceStatuses];

/**
 * A debtor's amounts per currency, from the factor's invoices of it: open (every unpaid invoice:
 * pending, approved, held), approved (waiting for its pay date) and held.
 */
export function debtorTotalsOf(
  invoices: readonly { currencyId: number; status: InvoiceStatus; grossCents: number }[],
): DebtorTotals[] {
  const byCurrency = new Map<number, DebtorTotals>();
  const add = (tally: Tally, cents: number) => {
    tally.count += 1;
    tally.cents += cents;
  };
  for (const invoice of invoices) {
    if (!unpaid.includes(invoice.status)) continue;
    const totals = byCurrency.get(invoice.currencyId) ?? {
      currencyId: invoice.currencyId,
      open: { count: 0, cents: 0 },
      approved: { count: 0, cents: 0 },
      held: { count: 0, cents: 0 },
    };
    add(totals.open, invoice.grossCents);
    if (invoice.status === InvoiceStatus.Approved) add(totals.approved, invoice.grossCents);
    if ((heldInvoiceStatuses as readonly InvoiceStatus[]).includes(invoice.status))
      add(totals.held, invoice.grossCents);
    byCurrency.set(invoice.currencyId, totals);
  }
  return [...byCurrency.values()].sort((a, b) => a.currencyId - b.currencyId);
}
