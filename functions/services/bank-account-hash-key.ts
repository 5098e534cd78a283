import { config } from '../lib/config.ts';

/**
 * The HMAC key of bank account hashes (domain/bank-accounts/account-hash.ts): only the functions
 * granted `bankAccountHashKey` in functions/api-functions.ts have it, and this module is how their
 * code reads it (test/infra/lambda-bundles.test.ts holds the grant to the bundles carrying it).
 */
export function bankAccountHashKey(): string {
  const key = config().BANK_ACCOUNT_HASH_KEY;
  if (!key) throw new Error('BANK_ACCOUNT_HASH_KEY is not configured');
  return key;
}
