import { FactorInvoiceStatus } from '#shared/enums/factor-invoice-status.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { Invoice } from '../invoices/invoice.ts';

/**
 * The factor an invoice is listed under once its relationship is assigned to `assignedFactorId`
 * (null: none). An unpaid invoice follows the assignment (the factor is paid it from now on); a
 * paid one is the business of whoever it was paid to, so it stays with the factor it was paid to
 * while that factor is still assigned, and is no factor's otherwise (paid to the carrier before an
 * NOA, or the relationship released since).
 */
export function invoiceFactorOf(
  invoice: Pick<Invoice, 'paymentId' | 'factorId'>,
  assignedFactorId: number | null,
): number | null {
  if (!invoice.paymentId) return assignedFactorId;
  const paidTo = invoice.factorId ?? null;
  return paidTo === assignedFactorId ? paidTo : null;
}

/** Who holds a held invoice, as a factor reads it. */
const brokerHolds: readonly HoldReason[] = [HoldReason.PAYOR_MANUAL_HOLD, HoldReason.PAYOR_SYSTEM_OVERRIDE];

/** The factor's status of an invoice of one of its relationships (the glossary, shared/enums). */
export function factorInvoiceStatusOf(
  invoice: Pick<Invoice, 'status' | 'reviewNote' | 'factorId'>,
  factorId: number,
): FactorInvoiceStatus {
  switch (invoice.status) {
    case InvoiceStatus.Paid:
      return invoice.factorId === factorId ? FactorInvoiceStatus.PaidToFactor : FactorInvoiceStatus.Other;
    case InvoiceStatus.Approved:
      return FactorInvoiceStatus.Approved;
    case InvoiceStatus.Pending:
      return FactorInvoiceStatus.Pending;
    case InvoiceStatus.PendingReissue:
      return FactorInvoiceStatus.BrokerHold;
    case InvoiceStatus.Held: {
      const reason = invoice.reviewNote?.holdReason ?? null;
      if (reason === HoldReason.GLOBAL_FACTOR_MISMATCH) return FactorInvoiceStatus.FactorMismatchHold;
      if (reason === null || brokerHolds.includes(reason)) return FactorInvoiceStatus.BrokerHold;
      return FactorInvoiceStatus.Held;
    }
    default:
      return FactorInvoiceStatus.Other;
  }
}

/** Whether a factor may see an invoice now: its relationship is assigned to the factor and the invoice is listed under it. */
export function factorSeesInvoice(
  invoice: Pick<Invoice, 'factorId'>,
  relationship: { assignedFactorId: number | null } | null,
  factorId: number,
): boolean {
  return relationship?.assignedFactorId === factorId && invoice.factorId === factorId;
}

/** What a factor's row reads of an invoice (the list's projection). */
export type FactorInvoiceSource = Pick<
  Invoice,
  | 'id'
  | 'invoiceNumber'
  | 'loadNumber'
  | 'payeeId'
  | 'payorId'
  | 'payorName'
  | 'relationshipId'
  | 'status'
  | 'reviewNote'
  | 'kind'
  | 'currencyId'
  | 'grossCents'
  | 'netCents'
  | 'paymentType'
  | 'expectedPayDate'
> & { factorId?: number | null | undefined; dates: Pick<Invoice['dates'], 'uploaded' | 'approved' | 'paid'> };

/** A row of the factor's invoice list (shared/schemas/factor-invoices.ts `FactorInvoiceRow`). */
export function factorRowOf(invoice: FactorInvoiceSource, factorId: number, clientName: string) {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    loadNumber: invoice.loadNumber,
    clientId: invoice.payeeId,
    clientName,
    debtorId: invoice.payorId,
    debtorName: invoice.payorName,
    payeeRelationshipId: invoice.relationshipId,
    status: factorInvoiceStatusOf(invoice, factorId),
    statusId: invoice.status,
    holdReasonId: invoice.reviewNote?.holdReason ?? null,
    kind: invoice.kind,
    currencyId: invoice.currencyId,
    grossCents: invoice.grossCents,
    netCents: invoice.netCents,
    paymentTypeId: invoice.paymentType,
    uploadedDate: invoice.dates.uploaded,
    approvedDate: invoice.dates.approved,
    expectedPayDate: invoice.status === InvoiceStatus.Approved ? invoice.expectedPayDate : null,
    paidDate: invoice.dates.paid,
  };
}
