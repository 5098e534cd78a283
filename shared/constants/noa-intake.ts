/**
 * Factors may mail a notice of assignment or letter of release instead of uploading it: each debtor
 * (payor) has an intake address of its own on this domain, so the debtor is known from the address
 * alone and the factor names nothing else. The address is made from the payor's id, which never
 * changes, rather than its name, which may.
 */
export const noaIntakeDomain = 'noa.lanepay.example.com';

const localPartPrefix = 'debtor-';

/** The intake address of a debtor: `debtor-<payor id>@<noaIntakeDomain>`. */
export function noaIntakeAddressOf(payorId: number): string {
  return `${localPartPrefix}${payorId}@${noaIntakeDomain}`;
}

/** The payor an intake address belongs to, or null for an address that is not one (case ignored). */
export function payorIdOfIntakeAddress(address: string): number | null {
  const match = /^debtor-([1-9]\d{0,11})@(.+)$/.exec(address.trim().toLowerCase());
  if (!match || match[2] !== noaIntakeDomain) return null;
  return Number(match[1]);
}
