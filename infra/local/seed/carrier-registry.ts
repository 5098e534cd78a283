import { putCarrierNumberClaim } from '#functions/repositories/carrier-numbers.ts';
import { type CarrierRegistryRecord, putRegistryCarrier } from '#functions/repositories/registrations.ts';
import { demoCompanies } from './demo-accounts.ts';

/**
 * The federal carrier registry registrations are checked against (FMCSA-like records), and the DOT
 * and MC numbers the demo carriers already hold. 3456789 / MC 876543 is free to register.
 */
const registry: CarrierRegistryRecord[] = [
  carrier('1234567', '654321', 'LONE STAR FREIGHT LLC', null, '1200 Commerce St', 'Dallas', 'TX', '75202'),
  carrier('2345678', '765432', 'BLUE RIDGE HAULERS INC', null, '45 Parkway Dr', 'Asheville', 'NC', '28801'),
  carrier(
    '3456789',
    '876543',
    'RED RIVER TRANSPORT LLC',
    'RED RIVER EXPRESS',
    '8800 N Lamar Blvd',
    'Austin',
    'TX',
    '78753',
  ),
  carrier('4567890', '987654', 'PRAIRIE LINE CARRIERS LLC', null, '310 Main St', 'Wichita', 'KS', '67202'),
  carrier('5678901', '198765', 'GULF SHORE TRUCKING CO', null, '77 Harbor Rd', 'Mobile', 'AL', '36602'),
  carrier('6789012', null, 'HIGH PLAINS HAULING', null, '1501 Ave Q', 'Lubbock', 'TX', '79401'),
  carrier(
    '7890123',
    '219876',
    'CASCADE REEFER LINES INC',
    'CASCADE REEFER',
    '900 Industrial Way',
    'Spokane',
    'WA',
    '99201',
  ),
  carrier(
    '8901234',
    '321987',
    'DELTA FLATBED SERVICES LLC',
    null,
    '12 Levee St',
    'Memphis',
    'TN',
    '38103',
    'OUT OF SERVICE',
  ),
];

function carrier(
  dotNumber: string,
  mcNumber: string | null,
  legalName: string,
  dbaName: string | null,
  street: string,
  city: string,
  state: string,
  postalCode: string,
  operatingStatus: CarrierRegistryRecord['operatingStatus'] = 'AUTHORIZED',
): CarrierRegistryRecord {
  return { dotNumber, mcNumber, legalName, dbaName, street, city, state, postalCode, phone: null, operatingStatus };
}

export async function seedCarrierRegistry(): Promise<void> {
  for (const record of registry) await putRegistryCarrier(record);
  for (const company of [demoCompanies.carrier, demoCompanies.secondCarrier]) {
    if (company.dotNumber) await putCarrierNumberClaim('DOT', company.dotNumber, company.id);
    if (company.mcNumber) await putCarrierNumberClaim('MC', company.mcNumber, company.id);
  }
}
