import type { Dashboard, DashboardQuery } from '#shared/schemas/payee-dashboard.ts';
import {
  invoiceFigures,
  relationshipCounts,
  relationshipsOfKind,
  walletFigures,
} from '../domain/dashboard/dashboard-figures.ts';
import { type CurrencyTallies, openInvoiceStatuses, talliesOf } from '../domain/invoices/invoice-totals.ts';
import { listBankAccounts } from '../repositories/bank-accounts.ts';
import { getInvoiceTallies, listAllPayeeInvoices } from '../repositories/invoices.ts';
import { listRelationships } from '../repositories/relationships.ts';

/**
 * The dashboard's figures for one payor tab (seeds 000 §2.5), computed here from the carrier's own
 * data. All payors reads the carrier's running invoice tallies (one small Query, the same numbers
 * the invoice list totals show); a broker or shipper tab reads the carrier's open invoices (one
 * Query per open status on its own index partitions) and counts those of the tab's relationships,
 * so the cost follows the carrier's open invoices, never the table.
 */
export async function payeeDashboard(payeeId: number, query: DashboardQuery): Promise<Dashboard> {
  const kind = query.payorKindId ?? null;
  const currencyId = query.sessionCurrencyId;
  const [relationships, accounts] = await Promise.all([listRelationships(payeeId), listBankAccounts(payeeId)]);
  const tab = relationshipsOfKind(relationships, kind);

  let tallies: CurrencyTallies[];
  if (kind === null) {
    tallies = await getInvoiceTallies(payeeId);
  } else if (tab.length === 0) {
    tallies = [];
  } else {
    const ids = new Set(tab.map((r) => r.id));
    const open = await listAllPayeeInvoices({ payeeId, statuses: openInvoiceStatuses, filter: { currencyId } });
    tallies = talliesOf(open.filter((invoice) => ids.has(invoice.relationshipId)));
  }

  const invoices = invoiceFigures(tallies, currencyId);
  const ownAccounts = accounts.filter((a) => currencyId === undefined || a.currencyId === currencyId);
  return {
    payorKindId: kind,
    invoices,
    relationships: relationshipCounts(tab),
    wallet: walletFigures(ownAccounts, invoices),
  };
}
