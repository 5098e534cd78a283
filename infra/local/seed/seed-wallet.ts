import { syncCompanyBankAccounts } from '#functions/services/bank-account-summary.ts';
import { demoCompanies } from './demo-accounts.ts';
import { seedRoutingDirectory } from './routing-directory.ts';

/**
 * The wallet's demo data: the routing directory, and the carriers' wallet summaries on their
 * companies and members' profiles (the seeded account is written by seed-carrier-activity.ts
 * without going through the wallet service). Both steps converge, so re-seeding is harmless.
 */
export async function seedWallet(): Promise<void> {
  await seedRoutingDirectory();
  await syncCompanyBankAccounts(demoCompanies.carrier.id);
  await syncCompanyBankAccounts(demoCompanies.secondCarrier.id);
}
