import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import { isPortalHold } from '#web/components/invoices/portal-holds.ts';

type TrackerAlert = NonNullable<InvoiceDetails['tracker']['alert']>;

/**
 * Why the invoice is off the main line, in the carrier's words (a key of `invoices.tracker`): a hold
 * LanePay placed from the factor-of-record rules (its review note's reason) is LanePay's, not the
 * payor's, so the carrier does not chase its payor for it.
 */
export function trackerHint(alert: TrackerAlert, holdReasonId: number | null): string {
  if (alert.statusId === InvoiceStatus.MissingBank) return 'missingBankHint';
  if (alert.statusId === InvoiceStatus.MissingCarrier) return 'missingCarrierHint';
  if (alert.step === 'exception') return 'exceptionHint';
  if (alert.step === 'removed') return 'removedHint';
  if (alert.step === 'refunded') return 'refundedHint';
  if (isPortalHold(holdReasonId)) return 'portalHeldHint';
  return 'heldHint';
}
