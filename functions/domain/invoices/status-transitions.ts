import type { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { canMoveInvoice } from '#shared/invoices/status-moves.ts';

export class InvalidInvoiceTransition extends Error {
  constructor(
    readonly from: InvoiceStatus,
    readonly to: InvoiceStatus,
  ) {
    super(`An invoice cannot move from status ${from} to ${to}`);
  }
}

export function assertInvoiceMove(from: InvoiceStatus, to: InvoiceStatus): void {
  if (!canMoveInvoice(from, to)) throw new InvalidInvoiceTransition(from, to);
}
