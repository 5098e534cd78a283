import { raisedAlert } from '#functions/domain/highway/alerts.ts';
import { decideChecks, type VettingRecord } from '#functions/domain/highway/vetting-checks.ts';
import { putCarrierNumberClaim } from '#functions/repositories/carrier-numbers.ts';
import { newCompanyRecord, putCompanyIfAbsent } from '#functions/repositories/companies.ts';
import { getHighwayAlert, raiseAlertSteps, writeTransaction } from '#functions/repositories/highway-alerts.ts';
import { putRelationshipIfAbsent } from '#functions/repositories/relationships.ts';
import { putVettingRecord } from '#functions/repositories/vetting-registry.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { demoCompanies } from './demo-accounts.ts';

/**
 * A carrier of Redline's (broker@demo.test) whose insurance lapsed: Gulf Shore Trucking, no portal
 * user of its own, with an open highway alert. Redline's new invoices for it arrive held until the
 * broker clears or ignores the alert. The other demo carriers pass their checks (Mesa Verde's
 * identity is not reported: NotAvailable, never held), so no other journey meets a hold.
 */
export const highwayDemo = {
  carrier: {
    id: 1301,
    guid: '00000000-0000-4000-8000-000000001301',
    name: 'Gulf Shore Trucking Co',
    dotNumber: '5678901',
    mcNumber: '198765',
  },
  relationshipId: 1301,
  alertId: 1301,
} as const;

const passing = (dotNumber: string, mcNumber: string, legalName: string): VettingRecord => ({
  dotNumber,
  mcNumber,
  legalName,
  authority: 'ACTIVE',
  insurance: { onFile: true, expiresOn: null },
  identityVerified: true,
});

/** Gulf Shore's insurance ended twenty days ago: its insurance check fails. */
const gulfShore = (today: string): VettingRecord => ({
  ...passing(highwayDemo.carrier.dotNumber, highwayDemo.carrier.mcNumber, 'GULF SHORE TRUCKING CO'),
  insurance: { onFile: true, expiresOn: addDays(today, -20) },
});

/** The vetting registry: what it says of each demo carrier (and of the carriers free to register). */
const vettingRegistry = (today: string): VettingRecord[] => [
  passing('1234567', '654321', 'LONE STAR FREIGHT LLC'),
  passing('2345678', '765432', 'BLUE RIDGE HAULERS INC'),
  passing('3456789', '876543', 'RED RIVER TRANSPORT LLC'),
  { ...passing('4567890', '987654', 'PRAIRIE LINE CARRIERS LLC'), identityVerified: null, insurance: null },
  gulfShore(today),
  { ...passing('8901234', '321987', 'DELTA FLATBED SERVICES LLC'), authority: 'REVOKED' },
];

export async function seedHighwayAlerts(): Promise<void> {
  const now = new Date();
  const today = calendarDateIn(now);
  for (const record of vettingRegistry(today)) await putVettingRecord(record);

  const { carrier } = highwayDemo;
  const broker = demoCompanies.broker;
  await putCompanyIfAbsent(
    newCompanyRecord({ ...carrier, type: CompanyType.Payee, createdAt: `${addDays(today, -90)}T15:00:00.000Z` }),
  );
  await putCarrierNumberClaim('DOT', carrier.dotNumber, carrier.id);
  await putCarrierNumberClaim('MC', carrier.mcNumber, carrier.id);
  await putRelationshipIfAbsent({
    id: highwayDemo.relationshipId,
    payeeId: carrier.id,
    payorId: broker.id,
    payorName: broker.name,
    payorTypeId: broker.payorTypeId,
    currencyId: Currency.USD,
    isClaimed: false,
    claimedAt: null,
    claimedByUserId: null,
    contactStatus: RelationshipContactStatus.Contacted,
    contactMethodId: null,
    paymentType: PaymentType.StandardPay,
    freeQuickPaysRemaining: 0,
    termsAcceptedAt: null,
    assignedFactorId: null,
    factorName: null,
    createdAt: `${addDays(today, -90)}T15:00:00.000Z`,
  });
  if (await getHighwayAlert(broker.id, highwayDemo.alertId)) return;
  // Raised two days ago by the check of an invoice's arrival, not yet acted on: ActiveAlert.
  const raisedAt = new Date(now.getTime() - 2 * 86_400_000);
  const checks = decideChecks(carrier, gulfShore(today), today);
  const alert = raisedAlert({
    id: highwayDemo.alertId,
    payorId: broker.id,
    carrier: { payeeId: carrier.id, relationshipId: highwayDemo.relationshipId, ...carrier },
    checks,
    actor: null,
    now: raisedAt,
  });
  await writeTransaction(raiseAlertSteps(alert, null));
}
