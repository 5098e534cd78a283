import { putRoutingDirectoryEntryIfAbsent } from '#functions/repositories/bank-accounts.ts';
import type { RoutingDirectoryEntry } from '#shared/schemas/payee-bank-accounts.ts';

/**
 * The routing directory behind the wallet's ABA lookup: a few well-known entries of the Federal
 * Reserve's E-Payments Routing Directory (public data). A deployment loads the whole directory
 * (about 28,000 routing numbers, refreshed from the Fed's monthly file) into the same items.
 */
export const demoRoutingDirectory: RoutingDirectoryEntry[] = [
  { routingNumber: '011000015', bankName: 'Federal Reserve Bank of Boston', city: 'Boston', state: 'MA' },
  { routingNumber: '021000021', bankName: 'JPMorgan Chase Bank, N.A.', city: 'New York', state: 'NY' },
  { routingNumber: '021000089', bankName: 'Citibank, N.A.', city: 'New York', state: 'NY' },
  { routingNumber: '026009593', bankName: 'Bank of America, N.A.', city: 'New York', state: 'NY' },
  { routingNumber: '031101279', bankName: 'The Bancorp Bank', city: 'Wilmington', state: 'DE' },
  { routingNumber: '043000096', bankName: 'PNC Bank, N.A.', city: 'Pittsburgh', state: 'PA' },
  { routingNumber: '053000196', bankName: 'Bank of America, N.A.', city: 'Charlotte', state: 'NC' },
  { routingNumber: '061000104', bankName: 'Truist Bank', city: 'Atlanta', state: 'GA' },
  { routingNumber: '071000013', bankName: 'JPMorgan Chase Bank, N.A.', city: 'Chicago', state: 'IL' },
  { routingNumber: '091000019', bankName: 'Wells Fargo Bank, N.A.', city: 'Minneapolis', state: 'MN' },
  { routingNumber: '111000025', bankName: 'Federal Reserve Bank of Dallas', city: 'Dallas', state: 'TX' },
  { routingNumber: '111000614', bankName: 'JPMorgan Chase Bank, N.A.', city: 'Dallas', state: 'TX' },
  { routingNumber: '111900659', bankName: 'Wells Fargo Bank, N.A.', city: 'Dallas', state: 'TX' },
  { routingNumber: '113000023', bankName: 'Bank of America, N.A.', city: 'Houston', state: 'TX' },
  { routingNumber: '121000248', bankName: 'Wells Fargo Bank, N.A.', city: 'San Francisco', state: 'CA' },
  { routingNumber: '256074974', bankName: 'Navy Federal Credit Union', city: 'Vienna', state: 'VA' },
  { routingNumber: '322271627', bankName: 'JPMorgan Chase Bank, N.A.', city: 'Los Angeles', state: 'CA' },
];

/** Writes the demo routing directory (entries already there are kept). */
export async function seedRoutingDirectory(): Promise<void> {
  await Promise.all(demoRoutingDirectory.map(putRoutingDirectoryEntryIfAbsent));
}
