import type { HoldReason } from '#shared/enums/hold-reason.ts';
import type { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import type { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { PaymentType } from '#shared/enums/payment-type.ts';

/** The dates an invoice carries, one per date type (seeds 000 §3), each YYYY-MM-DD or null. */
export type InvoiceDates = {
  uploaded: string;
  approved: string | null;
  paid: string | null;
  approvedSet: string | null;
  drafted: string | null;
  statusChange: string;
  advanceScheduled: string | null;
  invoiceRequested: string | null;
  paymentScheduled: string | null;
};

/**
 * Who moved an invoice: the payor's review, the carrier, the portal itself (the payout run), or
 * LanePay staff (a payment refund). Older entries carry only `actor`; newer ones also say which
 * user and company acted.
 */
export type InvoiceActor = 'payor' | 'payee' | 'payout-run' | 'system' | 'staff';

/** One step of an invoice's life: which status, when (ISO instant) and who (seeds 000 §4 tracker). */
export type InvoiceStatusChange = {
  status: InvoiceStatus;
  at: string;
  actor: string;
  byUserId?: number | null;
  byName?: string | null;
  byCompanyName?: string | null;
};

/** The carrier's last choice of payment term on an invoice, and who made it. */
export type TermElection = { paymentType: PaymentType; at: string; byUserId: number; byName: string };

/**
 * Why the payor held the invoice or asked for a reissue, in its own words, shown to the carrier
 * while the invoice stays in that status. A hold carries its reason (a payor's own is
 * PAYOR_MANUAL_HOLD; the factor-of-record holds name theirs); a reissue request has none.
 */
export type ReviewNote = {
  status: InvoiceStatus;
  holdReason: HoldReason | null;
  text: string | null;
  at: string;
  byName: string | null;
  /** The highway alert holding the invoice (functions/domain/highway/alerts.ts), if one does. */
  highwayAlertId?: number;
  /**
   * Held because its relationship is held for the factor of record (functions/domain/noa/holds.ts):
   * the status it goes back to when the relationship's last hold is released.
   */
  factorHold?: { releaseTo: InvoiceStatus };
};

/** An invoice as the portal keeps it: money in integer cents, fees in basis points. */
export type Invoice = {
  id: number;
  payeeId: number;
  payorId: number;
  payorName: string;
  /** The carrier's name when the invoice arrived (absent on invoices stored before it was kept). */
  payeeName?: string;
  relationshipId: number;
  invoiceNumber: string;
  loadNumber: string;
  kind: InvoiceKind;
  currencyId: number;
  grossCents: number;
  status: InvoiceStatus;
  paymentType: PaymentType;
  feeBps: number;
  feeCents: number;
  netCents: number;
  isFreeQuickPay: boolean;
  dates: InvoiceDates;
  expectedPayDate: string | null;
  paymentId: string | null;
  /** Every status the invoice has had, oldest first (the status-history tracker). */
  statusHistory: InvoiceStatusChange[];
  termElection?: TermElection | null;
  /** While Held or Pending Reissue: why (absent or null otherwise). */
  reviewNote?: ReviewNote | null;
  /**
   * The factor whose invoice list shows it (issue 16; domain/factor-area/invoice-factor.ts): its
   * relationship's assigned factor when it arrived, re-keyed when the assignment changes; a paid
   * invoice keeps the factor it was paid to. Absent or null: no factor's.
   */
  factorId?: number | null;
  /** Optimistic concurrency: every write checks and bumps it. */
  version: number;
};

/** What the invoice rules need to know about the carrier's relationship with the payor. */
export type InvoiceRelationship = {
  id: number;
  payeeId: number;
  payorId: number;
  isClaimed: boolean;
  assignedFactorId: number | null;
  /** The assigned factor's name (the carrier sees whom its payments go to). */
  factorName?: string | null;
  paymentType: PaymentType;
  freeQuickPaysRemaining: number;
};

/** The user acting on an invoice, as the history records them. */
export type Actor = { kind: InvoiceActor; userId: number | null; name: string | null; companyName: string | null };
