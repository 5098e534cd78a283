import type { FactorProfile } from '#shared/schemas/factor-profile.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import { getCompany } from '../repositories/companies.ts';
import { type FactorProfileRecord, getFactorProfile, saveFactorProfile } from '../repositories/factor-profile.ts';
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
