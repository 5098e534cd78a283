import { PaymentMethodType } from '../enums/payment-method-type.ts';

/** Standard Pay pays invoices this many days out, with no fee (seeds 000 §1 and §9). */
export const standardPayDays = 30;

/** Promised delays the portal tells users about (seeds 000 §2.3, §4 and §9). */
export const serviceTimes = {
  /** A new wallet account needing verification gets a phone call within this many business days. */
  walletVerificationCallBusinessDays: 7,
  /** The temporary password email arrives within this many minutes. */
  temporaryPasswordEmailMinutes: 5,
  /** Select Carrier connections are made within this many hours. */
  selectCarrierConnectionHours: 24,
} as const;

/** How long funds take to arrive by a payment method. */
export interface ProcessingTime {
  min: number;
  max: number;
  unit: 'days' | 'minutes';
}

/**
 * Processing times per bank account type (seeds 000 §9). The seeds give none for the other
 * methods; "international wire" is IntlWire.
 */
export const processingTimes: Partial<Record<PaymentMethodType, ProcessingTime>> = {
  [PaymentMethodType.Ach]: { min: 1, max: 3, unit: 'days' },
  [PaymentMethodType.CadAch]: { min: 1, max: 3, unit: 'days' },
  [PaymentMethodType.Check]: { min: 3, max: 5, unit: 'days' },
  [PaymentMethodType.CadCheck]: { min: 3, max: 5, unit: 'days' },
  [PaymentMethodType.IntlWire]: { min: 1, max: 3, unit: 'days' },
  [PaymentMethodType.Wire]: { min: 1, max: 3, unit: 'days' },
  [PaymentMethodType.LoadPay]: { min: 0, max: 5, unit: 'minutes' },
};

/** Moving money out of LoadPay to an ACH account adds up to this many business days (seeds 000 §9). */
export const loadPayToAchExtraBusinessDays = 5;

/** Sample factor company id used in payout term examples (seeds 001 §9: "CHR 1"). */
export const samplePayoutTermFactorCompanyIds = { CHR: 1 } as const;

/**
 * What a payment costs to send by each method, in cents, taken from the payment ('fee by bank
 * type', seeds 000 §3). The seeds give no amounts; these are the portal's configured prices:
 * standard ACH and checks are free, faster or cross-border methods carry the bank's charge.
 */
export const bankTransferFeeCents: Record<PaymentMethodType, number> = {
  [PaymentMethodType.Check]: 0,
  [PaymentMethodType.Wire]: 2_000,
  [PaymentMethodType.Ach]: 0,
  [PaymentMethodType.EfsMoneyCode]: 300,
  [PaymentMethodType.FuelCard]: 0,
  [PaymentMethodType.TriumphFuelCard]: 0,
  [PaymentMethodType.TChek]: 300,
  [PaymentMethodType.CadAch]: 0,
  [PaymentMethodType.CadCheck]: 0,
  [PaymentMethodType.SameDayAch]: 500,
  [PaymentMethodType.DraftAch]: 0,
  [PaymentMethodType.DraftCadAch]: 0,
  [PaymentMethodType.IntlWire]: 4_500,
  [PaymentMethodType.MxnAch]: 0,
  [PaymentMethodType.DraftMxnAch]: 0,
  [PaymentMethodType.EurWire]: 4_500,
  [PaymentMethodType.DraftEurWire]: 4_500,
  [PaymentMethodType.ReverseWire]: 2_000,
  [PaymentMethodType.LoadPay]: 0,
};
