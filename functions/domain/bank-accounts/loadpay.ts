import { createHmac } from 'node:crypto';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { lastFour } from './account-hash.ts';

/**
 * Linking a LoadPay account to a carrier's wallet (seeds 000 §2.2 link-LoadPay-account, §2.5
 * "linked digital bank account option (LoadPay)", §3 payment method type 19, §9 0–5 minutes).
 *
 * What identifies a LoadPay account (the seeds are silent; decided here): its LoadPay account
 * number (10 to 17 digits, like the US bank account it is), proven to be the carrier's by a
 * six-digit code sent to the email address the carrier registered with LoadPay. The code is bound
 * to the payee, the email and the account number together, so it proves nothing else. The portal
 * has no LoadPay API to confirm that the number belongs to that email: staff check it when they
 * review the new account, which starts pending like every other wallet account.
 *
 * One LoadPay account belongs to one carrier: linking an account another carrier has linked is
 * refused. Linking it again to the same carrier gives the account it already has (the keyed hash
 * of the number finds it), so a repeated request adds nothing.
 *
 * Plain functions; functions/services/loadpay-link.ts applies them.
 */

/** A code is good for 15 minutes and five tries (as the claim codes). */
export const loadPayCodeLifetimeMs = 15 * 60 * 1000;
export const loadPayCodeMaxAttempts = 5;

/** Digits of a LoadPay account number (shared/schemas/payee-bank-accounts.ts checks them). */
export const loadPayAccountNumberDigits = { min: 10, max: 17 } as const;

/** The LoadPay email as compared and stored: trimmed, lower case. */
export function normaliseLoadPayEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The keyed hash that stands for a LoadPay account in the table (never the number itself): an
 * HMAC-SHA-256 like the bank accounts' (account-hash.ts), over 'loadpay:' and the digits, so it
 * never equals a bank account's hash.
 */
export function loadPayAccountHash(key: string, accountNumber: string): string {
  return createHmac('sha256', key)
    .update(`loadpay:${accountNumber.replace(/\D/g, '')}`)
    .digest('hex');
}

/** What a LoadPay code proves: this payee controls this email for this LoadPay account. */
export function loadPayCodeScope(input: { payeeId: number; email: string; accountHash: string }): string {
  return `loadpay:${input.payeeId}:${normaliseLoadPayEmail(input.email)}:${input.accountHash}`;
}

/** How the account reads in the wallet and on payments: 'LoadPay ••••6789'. */
export function loadPayDescription(accountNumber: string): string {
  return `LoadPay ••••${lastFour(accountNumber)}`;
}

/** Masks the email a code went to: 'd•••@lonestarfreight.test'. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = normaliseLoadPayEmail(email).split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** Why a link is refused beyond the code (the code's own verdicts come from one-time-codes.ts). */
export type LoadPayRefusal = 'linkedElsewhere';

/** The wallet method type of a linked LoadPay account. */
export const loadPayMethodType = PaymentMethodType.LoadPay;

/**
 * What to do with a verified link, given who holds the account's hash already: give back the
 * payee's own account, refuse another carrier's, or create the account.
 */
export function linkDecision(
  payeeId: number,
  holders: readonly { payeeId: number; bankAccountId: number; methodType: number }[],
): { kind: 'existing'; bankAccountId: number } | { kind: 'refused'; reason: LoadPayRefusal } | { kind: 'create' } {
  const loadPay = holders.filter((holder) => holder.methodType === loadPayMethodType);
  const own = loadPay.find((holder) => holder.payeeId === payeeId);
  if (own) return { kind: 'existing', bankAccountId: own.bankAccountId };
  if (loadPay.length > 0) return { kind: 'refused', reason: 'linkedElsewhere' };
  return { kind: 'create' };
}
