import { type CompanyRecord, newCompanyRecord, putCompanyIfAbsent } from '#functions/repositories/companies.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { PayorCategory } from '#shared/enums/payor.ts';

/**
 * The brokers the public all-brokers page advertises (seeds 000 §1: over 160). Names are made
 * from place and trade words so the demo directory reads like a real one; ids 5001 and up.
 */
const places = [
  'Alamo',
  'Appalachian',
  'Badlands',
  'Bayou',
  'Big Sky',
  'Blue Ridge',
  'Cascade',
  'Chesapeake',
  'Coastal',
  'Continental',
  'Copper State',
  'Cumberland',
  'Delta',
  'Desert Sun',
  'Great Lakes',
  'Gulf Stream',
  'Heartland',
  'High Desert',
  'Hill Country',
  'Keystone',
  'Lone Pine',
  'Magnolia',
  'Mesa',
  'Mid-South',
  'Mountain West',
  'North Star',
  'Ozark',
  'Pacific Rim',
  'Palmetto',
  'Piedmont',
  'Prairie Wind',
  'Red Rock',
  'River Bend',
  'Sandhills',
  'Sierra',
  'Silver State',
  'Sooner',
  'Tidewater',
  'Twin Rivers',
  'Wasatch',
];
const trades = ['Freight Brokers', 'Logistics', 'Transport Solutions', 'Shipping Partners'];

export const advertisedBrokerCount = places.length * trades.length;

export async function seedBrokerDirectory(): Promise<void> {
  let id = 5001;
  const brokers: CompanyRecord[] = [];
  for (const trade of trades) {
    for (const place of places) {
      brokers.push(
        newCompanyRecord({
          id,
          guid: `00000000-0000-4000-b000-${String(id).padStart(12, '0')}`,
          name: `${place} ${trade}`,
          type: CompanyType.Payor,
          mcNumber: String(600_000 + id),
          payorTypeId: PayorCategory.LanePayBroker,
          payorTerms: {
            quickPayFeeBps: 200 + (id % 5) * 25,
            quickPayTermDays: id % 3,
            freeQuickPayCount: id % 4,
            guaranteedOnTimePay: null,
          },
          isAdvertised: true,
          createdAt: '2026-01-05T15:00:00.000Z',
        }),
      );
      id += 1;
    }
  }
  for (let i = 0; i < brokers.length; i += 20) await Promise.all(brokers.slice(i, i + 20).map(putCompanyIfAbsent));
}
