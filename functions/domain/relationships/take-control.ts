import { TakeControlMethod, type TakeControlOption } from '#shared/schemas/payee-relationships.ts';
import { type InvoiceCheckWindow, invoiceCheckAttemptsRemaining } from './claim-rules.ts';

/**
 * 'Take control' of a relationship (seeds 000 §7 lists `GET {id}/take_control_info` as an export
 * option and says no more; decided here): what a carrier needs to claim a relationship a payor set
 * up for it, gathered in one place it can read or download — the contact methods the payor holds
 * and, for each way to verify, whether it is open now and why not. No I/O.
 */

export type TakeControlFacts = {
  /** The contact methods the payor holds for this relationship. */
  contactMethods: readonly { id: number; isPreVerified: boolean }[];
  relationshipPreVerified: boolean;
  /** How many invoices from this payor the carrier could name (any status). */
  invoicesFromPayor: number;
  invoiceCheck: InvoiceCheckWindow | null | undefined;
  carrier: { mcNumber: string | null; dotNumber: string | null };
  claimRequestedAt: string | null;
  now: Date;
};

const open = (method: TakeControlMethod, attemptsRemaining: number | null = null): TakeControlOption => ({
  method,
  available: true,
  unavailableReason: null,
  attemptsRemaining,
});

const closed = (
  method: TakeControlMethod,
  unavailableReason: NonNullable<TakeControlOption['unavailableReason']>,
  attemptsRemaining: number | null = null,
): TakeControlOption => ({ method, available: false, unavailableReason, attemptsRemaining });

/**
 * Each way to verify the relationship, in the order the claim flow offers them (seeds 000 §2.6):
 * - a code by email, text or voice, when the payor holds a contact method;
 * - no code, when the relationship or one of its contact methods is pre-verified;
 * - invoice details, when the payor has an invoice for the carrier and tries remain this hour;
 * - the broker authorization form, when the carrier has an MC or DOT number on file to sign with;
 * - asking LanePay to verify it, until the carrier has asked.
 */
export function takeControlOptions(facts: TakeControlFacts): TakeControlOption[] {
  const attempts = invoiceCheckAttemptsRemaining(facts.invoiceCheck, facts.now);
  const preVerified = facts.relationshipPreVerified || facts.contactMethods.some((method) => method.isPreVerified);
  return [
    facts.contactMethods.length > 0
      ? open(TakeControlMethod.VerificationCode)
      : closed(TakeControlMethod.VerificationCode, 'noContactMethod'),
    preVerified ? open(TakeControlMethod.PreVerified) : closed(TakeControlMethod.PreVerified, 'notPreVerified'),
    facts.invoicesFromPayor === 0
      ? closed(TakeControlMethod.InvoiceDetails, 'noInvoices', attempts)
      : attempts === 0
        ? closed(TakeControlMethod.InvoiceDetails, 'noAttemptsRemaining', 0)
        : open(TakeControlMethod.InvoiceDetails, attempts),
    facts.carrier.mcNumber || facts.carrier.dotNumber
      ? open(TakeControlMethod.AuthorizationForm)
      : closed(TakeControlMethod.AuthorizationForm, 'noCarrierNumber'),
    facts.claimRequestedAt ? closed(TakeControlMethod.RequestHelp, 'requested') : open(TakeControlMethod.RequestHelp),
  ];
}

/** The reference a carrier quotes to LanePay about this relationship: payee and relationship ids. */
export function takeControlReference(payeeId: number, relationshipId: number): string {
  return `LP-${payeeId}-${relationshipId}`;
}
