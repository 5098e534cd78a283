import { ReconciliationState } from '#shared/enums/reconciliation-state.ts';

/**
 * Funds a payor sent LanePay that no invoice has been matched to yet (seeds 001 §3 Reconciliation
 * state: Reversed 1, Unreconciled 2), and what each could pay. The rule, documented for operations:
 * a receipt could pay the payor's open invoices (approved, not yet paid) in its own currency,
 * received on or after the invoice was approved, whose gross equals the receipt's amount exactly:
 * one invoice, or a set of two or three. At most `maxCandidates` sets are offered: single invoices
 * first, then pairs, then triples, each group oldest approval first. Only the oldest
 * `maxInvoicesConsidered` open invoices are tried, so the search stays small (60 invoices make
 * 34,220 triples at most). A reversed receipt (the funds went back) matches nothing.
 */
export type FundsReceipt = {
  id: number;
  payorId: number;
  reference: string;
  receivedDate: string;
  currencyId: number;
  amountCents: number;
  state: ReconciliationState;
  createdAt: string;
};

export type OpenInvoice = {
  id: number;
  invoiceNumber: string;
  carrierName: string;
  currencyId: number;
  grossCents: number;
  approvedDate: string;
};

export type CandidateSet = { totalCents: number; invoices: OpenInvoice[] };

export const maxCandidates = 3;
export const maxInvoicesConsidered = 60;
const maxSetSize = 3;

/** Which open invoices a receipt could pay (see the module's rule). */
export function candidateSets(
  receipt: Pick<FundsReceipt, 'amountCents' | 'currencyId' | 'receivedDate' | 'state'>,
  open: readonly OpenInvoice[],
): CandidateSet[] {
  if (receipt.state === ReconciliationState.Reversed || receipt.amountCents <= 0) return [];
  const pool = open
    .filter((invoice) => invoice.currencyId === receipt.currencyId && invoice.approvedDate <= receipt.receivedDate)
    .sort((a, b) => (a.approvedDate === b.approvedDate ? a.id - b.id : a.approvedDate < b.approvedDate ? -1 : 1))
    .slice(0, maxInvoicesConsidered);
  const found: CandidateSet[] = [];
  const search = (start: number, chosen: OpenInvoice[], total: number, size: number): void => {
    if (found.length >= maxCandidates) return;
    if (chosen.length === size) {
      if (total === receipt.amountCents) found.push({ totalCents: total, invoices: [...chosen] });
      return;
    }
    for (let index = start; index < pool.length; index += 1) {
      const invoice = pool[index];
      if (!invoice || total + invoice.grossCents > receipt.amountCents) continue;
      chosen.push(invoice);
      search(index + 1, chosen, total + invoice.grossCents, size);
      chosen.pop();
      if (found.length >= maxCandidates) return;
    }
  };
  for (let size = 1; size <= maxSetSize && found.length < maxCandidates; size += 1) search(0, [], 0, size);
  return found;
}
