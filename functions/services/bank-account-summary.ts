import { companyBankAccounts } from '../domain/bank-accounts/describe.ts';
import { listBankAccounts } from '../repositories/bank-accounts.ts';
import { writeCompanyFields } from '../repositories/memberships.ts';

/**
 * Rewrites the payee's wallet in brief on the company and on every member's copy of it (what
 * current_user shows as company.bankAccounts), from the bank account items, which stay the truth.
 * Called after every change of an account; a repeat converges on the same value.
 */
export async function syncCompanyBankAccounts(payeeId: number): Promise<void> {
  const accounts = await listBankAccounts(payeeId);
  await writeCompanyFields(payeeId, { bankAccounts: companyBankAccounts(accounts) });
}
