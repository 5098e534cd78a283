import type { Load } from '#functions/domain/loads/load.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { createLoad, reserveInvoiceLoadNumber } from '#functions/repositories/loads.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Currency } from '#shared/enums/currency.ts';
import { LoadStatus, type SettableLoadStatus } from '#shared/enums/load-status.ts';
import { demoCompanies } from './demo-accounts.ts';

const broker = demoCompanies.broker;
const carrier = demoCompanies.carrier;
/** The carrier's relationship with the broker (seed-carrier-activity.ts). */
const relationshipId = 1;

type DemoLoad = {
  id: number;
  loadNumber: string;
  /** The demo invoice that carries this load number (seed-carrier-activity.ts), when there is one. */
  invoiceId?: number;
  origin: [string, string];
  destination: [string, string];
  pickupDaysAgo: number;
  transitDays: number;
  rateCents?: number;
  status: SettableLoadStatus;
};

/**
 * The broker's loads with Lone Star Freight: four carried by the demo invoices (pending, paid,
 * held), two with paperwork bills and no invoice yet, and one booked for next week.
 */
const demoLoads: DemoLoad[] = [
  {
    id: 1,
    loadNumber: 'LD880026',
    invoiceId: 2,
    origin: ['Dallas', 'TX'],
    destination: ['Memphis', 'TN'],
    pickupDaysAgo: 6,
    transitDays: 2,
    status: LoadStatus.Delivered,
  },
  {
    id: 2,
    loadNumber: 'LD880052',
    invoiceId: 4,
    origin: ['Houston', 'TX'],
    destination: ['Atlanta', 'GA'],
    pickupDaysAgo: 10,
    transitDays: 3,
    status: LoadStatus.Delivered,
  },
  {
    id: 3,
    loadNumber: 'LD880156',
    invoiceId: 12,
    origin: ['Oklahoma City', 'OK'],
    destination: ['Denver', 'CO'],
    pickupDaysAgo: 70,
    transitDays: 2,
    status: LoadStatus.Delivered,
  },
  {
    id: 4,
    loadNumber: 'LD880312',
    invoiceId: 24,
    origin: ['Little Rock', 'AR'],
    destination: ['Chicago', 'IL'],
    pickupDaysAgo: 24,
    transitDays: 3,
    status: LoadStatus.Delivered,
  },
  {
    id: 5,
    loadNumber: 'LD880500',
    origin: ['San Antonio', 'TX'],
    destination: ['Phoenix', 'AZ'],
    pickupDaysAgo: 5,
    transitDays: 2,
    rateCents: 245_000,
    status: LoadStatus.Delivered,
  },
  {
    id: 6,
    loadNumber: 'LD880513',
    origin: ['Fort Worth', 'TX'],
    destination: ['Kansas City', 'MO'],
    pickupDaysAgo: 1,
    transitDays: 2,
    rateCents: 168_500,
    status: LoadStatus.InTransit,
  },
  {
    id: 7,
    loadNumber: 'LD880940',
    origin: ['Austin', 'TX'],
    destination: ['Nashville', 'TN'],
    pickupDaysAgo: -4,
    transitDays: 2,
    rateCents: 212_000,
    status: LoadStatus.Booked,
  },
];

/**
 * The broker's demo loads (EnableLoads is on for it), consistent with the demo invoices and bills:
 * a load carried by an invoice has the invoice's amount as its rate, and the invoice's load number
 * is reserved for it as a submission would have. Fixed ids, each written only if absent.
 */
export async function seedDemoLoads(now = new Date()): Promise<void> {
  const today = calendarDateIn(now);
  for (const demo of demoLoads) {
    const invoice = demo.invoiceId ? await getInvoice(demo.invoiceId) : null;
    if (invoice) await reserveInvoiceLoadNumber(invoice);
    const pickupDate = addDays(today, -demo.pickupDaysAgo);
    const createdAt = `${addDays(pickupDate, -3)}T15:00:00.000Z`;
    const load: Load = {
      id: demo.id,
      payorId: broker.id,
      loadNumber: demo.loadNumber,
      relationshipId,
      payeeId: carrier.id,
      carrierName: carrier.name,
      currencyId: Currency.USD,
      origin: { city: demo.origin[0], state: demo.origin[1] },
      destination: { city: demo.destination[0], state: demo.destination[1] },
      pickupDate,
      deliveryDate: addDays(pickupDate, demo.transitDays),
      rateCents: invoice?.grossCents ?? demo.rateCents ?? 0,
      status: demo.status,
      statusHistory: [{ status: demo.status, at: createdAt, byUserId: null, byName: 'Blair Broker' }],
      advance: null,
      createdAt,
      createdByUserId: null,
      createdByName: 'Blair Broker',
      version: 1,
    };
    await createLoad(load);
  }
}
