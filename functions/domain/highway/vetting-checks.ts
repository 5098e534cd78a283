import { CheckResult } from '#shared/enums/alert.ts';
import { HighwayCheck, highwayChecks } from '#shared/enums/highway.ts';

/**
 * What the vetting registry holds of one carrier (the stand-in for the identity-vetting service a
 * highway subscriber's carriers are checked against). A field the registry does not report is null:
 * its check is NotAvailable, never a failure.
 */
export type VettingRecord = {
  dotNumber: string | null;
  mcNumber: string | null;
  legalName: string;
  /** The operating authority's state. */
  authority: 'ACTIVE' | 'INACTIVE' | 'REVOKED' | null;
  /** Liability insurance: on file, and until when (YYYY-MM-DD; null: no end date reported). */
  insurance: { onFile: boolean; expiresOn: string | null } | null;
  /** Whether the registry verified who runs the carrier (contacts, ownership). */
  identityVerified: boolean | null;
};

/** The numbers the portal knows the carrier by (its company's). */
export type CarrierNumbers = { dotNumber: string | null; mcNumber: string | null };

export type CheckOutcome = { check: HighwayCheck; resultId: CheckResult };

function authorityResult(record: VettingRecord): CheckResult {
  if (record.authority === null) return CheckResult.NotAvailable;
  return record.authority === 'ACTIVE' ? CheckResult.Pass : CheckResult.Fail;
}

function insuranceResult(record: VettingRecord, today: string): CheckResult {
  if (record.insurance === null) return CheckResult.NotAvailable;
  const { onFile, expiresOn } = record.insurance;
  return onFile && (expiresOn === null || expiresOn >= today) ? CheckResult.Pass : CheckResult.Fail;
}

/** A number both sides know must agree; one side not knowing it proves nothing either way. */
function numbersDisagree(ours: string | null, theirs: string | null): boolean {
  return ours !== null && theirs !== null && ours !== theirs;
}

function identityResult(carrier: CarrierNumbers, record: VettingRecord): CheckResult {
  if (
    numbersDisagree(carrier.dotNumber, record.dotNumber) ||
    numbersDisagree(carrier.mcNumber, record.mcNumber) ||
    record.identityVerified === false
  ) {
    return CheckResult.Fail;
  }
  return record.identityVerified === true ? CheckResult.Pass : CheckResult.NotAvailable;
}

/**
 * Every check of a carrier against its registry record (found by the carrier's DOT, else its MC
 * number). A carrier the registry does not know, or one without numbers, gets NotAvailable on every
 * check: nothing failed, so nothing is held.
 */
export function decideChecks(carrier: CarrierNumbers, record: VettingRecord | null, today: string): CheckOutcome[] {
  if (!record) return highwayChecks.map((check) => ({ check, resultId: CheckResult.NotAvailable }));
  const results: Record<HighwayCheck, CheckResult> = {
    [HighwayCheck.Authority]: authorityResult(record),
    [HighwayCheck.Insurance]: insuranceResult(record, today),
    [HighwayCheck.Identity]: identityResult(carrier, record),
  };
  return highwayChecks.map((check) => ({ check, resultId: results[check] }));
}

/** The checks that failed, in the order they are shown. */
export function failedChecksOf(outcomes: readonly CheckOutcome[]): HighwayCheck[] {
  return outcomes.filter((outcome) => outcome.resultId === CheckResult.Fail).map((outcome) => outcome.check);
}
