import { invoiceFromItem, invoiceItem } from './invoices.ts';

/**
 * An item as its repository writes it today: the index keys of its current state, recomputed.
 * For rewriting items stored before an index existed (infra/local/provision.ts rebuilds the local
 * table so); items whose repository adds no index since are returned as they are.
 */
export function withCurrentIndexKeys(item: Record<string, unknown>): Record<string, unknown> {
  if (typeof item.pk === 'string' && item.pk.startsWith('INVOICE#') && item.sk === 'INVOICE') {
    return invoiceItem(invoiceFromItem(item));
  }
  return item;
}
