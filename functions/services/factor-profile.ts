import type { FactorCompanyDetailsChange, FactorProfile } from '#shared/schemas/factor-profile.ts';
import { toE164 } from '#shared/validation/phone.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import { getCompany } from '../repositories/companies.ts';
import {
  type FactorContact,
  type FactorPostalAddress,
  type FactorProfileRecord,
  getFactorProfile,
  saveFactorProfile,
} from '../repositories/factor-profile.ts';
import { type FactorActor, factorBankAccountsOf } from './factor-bank-accounts.ts';

/** The factor's profile: the company, its address, contact and remittance email, and its payout accounts. */
export async function factorProfileOf(factorId: number): Promise<FactorProfile | null> {
  return (await readProfile(factorId))?.view ?? null;
}

async function readProfile(factorId: number): Promise<{ view: FactorProfile; stored: FactorProfileRecord } | null> {
  const [company, stored, bankAccounts] = await Promise.all([
    getCompany(factorId),
    getFactorProfile(factorId),
    factorBankAccountsOf(factorId),
  ]);
  return company ? { view: viewOf(company.name, stored, bankAccounts), stored } : null;
}

function viewOf(
  name: string,
  profile: FactorProfileRecord,
  bankAccounts: FactorProfile['bankAccounts'],
): FactorProfile {
  return {
    id: profile.factorId,
    name,
    address: profile.address,
    contact: profile.contact,
    remittanceEmail: profile.remittanceEmail,
    bankAccounts,
    version: profile.version,
  };
}

export type RemittanceEmailResult = { kind: 'saved'; profile: FactorProfile } | { kind: 'notFound' | 'conflict' };

/**
 * Changes where the remittance advice goes, on the version the user saw (If-Match). The address
 * already in place answers the profile as it is and writes nothing, whatever the version, so a
 * retry is harmless; another change since is a conflict.
 */
export async function updateRemittanceEmail(
  actor: FactorActor,
  remittanceEmail: string,
  expected: ExpectedVersion,
  now = new Date(),
): Promise<RemittanceEmailResult> {
  const read = await readProfile(actor.factorId);
  if (!read) return { kind: 'notFound' };
  const { view: profile, stored } = read;
  if (profile.remittanceEmail?.toLowerCase() === remittanceEmail.toLowerCase()) return { kind: 'saved', profile };
  const version = expected();
  if (version !== stored.version) return { kind: 'conflict' };
  const next = { ...stored, remittanceEmail, updatedAt: now.toISOString(), updatedByUserId: actor.userId };
  if (!(await saveFactorProfile(next))) return { kind: 'conflict' };
  return { kind: 'saved', profile: { ...profile, remittanceEmail, version: version + 1 } };
}

export type CompanyDetailsResult = RemittanceEmailResult;

/** How many recent changes' Idempotency-Keys the profile keeps. */
const keptChangeKeys = 10;

/** The change as stored: no empty second line, the phone in E.164 as the rest of the portal keeps phones. */
function storedDetails(change: FactorCompanyDetailsChange): { address: FactorPostalAddress; contact: FactorContact } {
  const { address, contact } = change;
  return {
    address: {
      line1: address.line1,
      line2: address.line2 === '' ? null : address.line2,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
    },
    contact: { name: contact.name, email: contact.email, phone: toE164(contact.phone) },
  };
}

/** Whether the profile already holds exactly these values (a corrected letter case is a change). */
function sameDetails(stored: FactorProfileRecord, next: { address: FactorPostalAddress; contact: FactorContact }) {
  const a = stored.address;
  const c = stored.contact;
  return (
    a !== null &&
    c !== null &&
    a.line1 === next.address.line1 &&
    a.line2 === next.address.line2 &&
    a.city === next.address.city &&
    a.state === next.address.state &&
    a.postalCode === next.address.postalCode &&
    c.name === next.contact.name &&
    c.email === next.contact.email &&
    c.phone === next.contact.phone
  );
}

/**
 * Changes the factor's address and contact on the version the user saw (If-Match). A retry (the
 * same Idempotency-Key as one of the last changes) or the values already in place answer the
 * profile as it is and write nothing, whatever the version; another change since is a conflict.
 * The profile records who made the change and when, as a remittance email change does.
 */
export async function updateCompanyDetails(
  actor: FactorActor,
  change: FactorCompanyDetailsChange,
  expected: ExpectedVersion,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<CompanyDetailsResult> {
  const read = await readProfile(actor.factorId);
  if (!read) return { kind: 'notFound' };
  const { view: profile, stored } = read;
  const details = storedDetails(change);
  const changeKeys = stored.changeKeys ?? [];
  if (idempotencyKey && changeKeys.includes(idempotencyKey)) return { kind: 'saved', profile };
  if (sameDetails(stored, details)) return { kind: 'saved', profile };
  const version = expected();
  if (version !== stored.version) return { kind: 'conflict' };
  const next: FactorProfileRecord = {
    ...stored,
    ...details,
    updatedAt: now.toISOString(),
    updatedByUserId: actor.userId,
    changeKeys: idempotencyKey ? [...changeKeys, idempotencyKey].slice(-keptChangeKeys) : changeKeys,
  };
  if (!(await saveFactorProfile(next))) return { kind: 'conflict' };
  return { kind: 'saved', profile: { ...profile, ...details, version: version + 1 } };
}
