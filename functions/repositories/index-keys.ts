import { type CompanyRecord, companyNameIndex } from './companies.ts';
import { creditNoteItemOf } from './credit-notes.ts';
import { invoiceFromItem, invoiceItem } from './invoices.ts';
import { withoutKeys } from './keys.ts';
import { paymentItemOf } from './payments.ts';
import { type RelationshipRecord, relationshipItem } from './relationships.ts';

/**
 * An item as its repository writes it today: the index keys of its current state, recomputed.
 * For rewriting items stored before an index existed (infra/local/provision.ts rebuilds the local
 * table so); items whose repository adds no index since are returned as they are.
 */
export function withCurrentIndexKeys(item: Record<string, unknown>): Record<string, unknown> {
  if (typeof item.pk === 'string' && item.pk.startsWith('INVOICE#') && item.sk === 'INVOICE') {
    return invoiceItem(invoiceFromItem(item));
  }
  if (typeof item.pk === 'string' && item.pk.startsWith('PAYMENT#') && item.sk === 'PAYMENT')
    return paymentItemOf(item);
  if (typeof item.pk === 'string' && item.pk.startsWith('CREDITNOTE#') && item.sk === 'CREDITNOTE') {
    return creditNoteItemOf(item);
  }
  if (typeof item.pk === 'string' && item.pk.startsWith('PAYEE#') && String(item.sk).startsWith('REL#')) {
    return relationshipItem(withoutKeys(item) as RelationshipRecord);
  }
  if (typeof item.pk === 'string' && item.pk.startsWith('COMPANY#') && item.sk === 'PROFILE' && !item.gsi2pk) {
    return { ...item, ...companyNameIndex(withoutKeys(item) as CompanyRecord) };
  }
  return item;
}
