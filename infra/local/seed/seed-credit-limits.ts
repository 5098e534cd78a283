import { putCreditLimitIfAbsent } from '#functions/repositories/credit-limits.ts';
import { Currency } from '#shared/enums/currency.ts';
import { demoCompanies } from './demo-accounts.ts';

/** Each demo payor's credit line with LanePay (USD), as underwriting would have set it. */
const demoLimits = [
  { payor: demoCompanies.broker, limitCents: 2_500_000 },
  { payor: demoCompanies.shipper, limitCents: 1_500_000 },
  { payor: demoCompanies.summitBrokers, limitCents: 5_000_000 },
  { payor: demoCompanies.gulfCoast, limitCents: 1_000_000 },
  { payor: demoCompanies.greatPlains, limitCents: 750_000 },
] as const;

/** The credit-limit report's limits for the demo payors; a limit already set is left alone. */
export async function seedCreditLimits(): Promise<void> {
  for (const { payor, limitCents } of demoLimits) {
    await putCreditLimitIfAbsent({
      payorId: payor.id,
      currencyId: Currency.USD,
      limitCents,
      setAt: '2026-01-05T15:00:00.000Z',
      setByName: null,
    });
  }
}
