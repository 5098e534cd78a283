import { createHmac } from 'node:crypto';

/**
 * The keyed hash that stands in for a bank account number in the table: HMAC-SHA-256 over the
 * routing number and the account number (digits only), hex. Without the key a copy of the table
 * cannot be turned back into account numbers by trying the (small) space of possible numbers, which
 * a plain hash would allow. Equal accounts give equal hashes, which is all duplicate detection needs.
 *
 * The full number is what pays the carrier, so in production it goes to a vault outside this
 * table: a tokenising payments vault (or a KMS-encrypted item in a separate, tightly scoped table
 * with its own key policy) keyed by the account id, readable only by the payout sender. The portal
 * keeps last four, the hash and the vault token; the key itself lives in Secrets Manager or, better,
 * as a KMS HMAC key so that it never leaves KMS (GenerateMac).
 */
export function bankAccountHash(key: string, routingNumber: string, accountNumber: string): string {
  const digits = (value: string) => value.replace(/\D/g, '');
  return createHmac('sha256', key)
    .update(`${digits(routingNumber)}:${digits(accountNumber)}`)
    .digest('hex');
}

/** The last four characters of an account number, for display. */
export function lastFour(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '').slice(-4);
}
