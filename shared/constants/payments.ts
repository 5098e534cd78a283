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
