import type { LoadAdvanceState, LoadStatus, SettableLoadStatus } from '#shared/enums/load-status.ts';

/** A city and its two-letter state or province code. */
export type LoadPlace = { city: string; state: string };

/** Who did something to a load, and when (ISO instant). */
export type LoadActor = { userId: number | null; name: string | null };

/** One status the payor gave the load, with who and when. */
export type LoadStatusChange = { status: LoadStatus; at: string; byUserId: number | null; byName: string | null };

/**
 * A load advance (BROKER_LOAD_ADVANCE_PAYOUT): what the payor asked to advance the carrier, who
 * asked and when; the payout run's payment that paid it; the invoice payment that netted it.
 */
export type LoadAdvanceRecord = {
  state: LoadAdvanceState;
  amountCents: number;
  requestedAt: string;
  requestedByUserId: number | null;
  requestedByName: string | null;
  paymentId: string | null;
  paidDate: string | null;
  recoveredCents: number | null;
  recoveredPaymentId: string | null;
  cancelledAt: string | null;
};

/** A payor's load as the portal keeps it: money in integer cents, dates YYYY-MM-DD. */
export type Load = {
  id: number;
  payorId: number;
  /** Upper-case, unique per payor (the same number its invoice and bills carry). */
  loadNumber: string;
  relationshipId: number;
  payeeId: number;
  carrierName: string;
  currencyId: number;
  origin: LoadPlace;
  destination: LoadPlace;
  pickupDate: string;
  deliveryDate: string;
  /** The carrier's agreed rate: what its invoice is expected to be. */
  rateCents: number;
  /** The status the payor set; the load's shown status also follows its invoice (load-status.ts). */
  status: SettableLoadStatus;
  statusHistory: LoadStatusChange[];
  advance: LoadAdvanceRecord | null;
  createdAt: string;
  createdByUserId: number | null;
  createdByName: string | null;
  /** Optimistic concurrency: every write checks and bumps it. */
  version: number;
};
