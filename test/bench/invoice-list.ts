import { batchPutInvoices, type InvoiceRecord, listAllPayeeInvoices } from '#functions/repositories/invoices.ts';
import { keys } from '#functions/repositories/keys.ts';
import { connectToLocalStack } from '#infra/local/connect.ts';
import type { LocalPorts } from '#infra/local/ports.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { DatePreset, datePresetRangeAt } from '#shared/enums/date-preset.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { listAgainstQuery } from './list-against-query.ts';
import { againstBaseline, report, round } from './stats.ts';

/**
 * The invoice list's figures (`npm run bench`): page 1 of 25 rows, one status, a 90-day uploaded
 * range, for a carrier with 5,000 invoices, measured through the running local server beside a
 * raw DynamoDB Query for the same 25 items; then again after the other tenants' invoices grow from
 * 20,000 to 200,000. Data is loaded with BatchWriteItem through the invoice repository's item
 * builder into the bench's own throw-away stack.
 */

export const carrierInvoices = 5_000;
export const otherTenantsFirst = 20_000;
export const otherTenantsThen = 200_000;
const otherTenantCount = 400;
/** Generated ids stay clear of the demo data and of ids the counters hand out. */
export const firstGeneratedId = 50_000_000;
/** The status measured: the one with the most of the carrier's invoices in the last 90 days. */
export const measuredStatus = InvoiceStatus.Paid;

type Generated = { id: number; payeeId: number; payorId: number; factorId?: number; daysAgo: number };
/**
 * Whose invoice the generated invoice number `index` is, and the factor it is listed under when its
 * relationship is assigned to one.
 */
export type PartiesOf = (index: number) => { payeeId: number; payorId: number; factorId?: number };

/**
 * A realistic invoice of `payeeId` uploaded `daysAgo`: paid after 35 days, approved (due in the
 * future, so no payout run picks it up during the bench) or under review before that.
 */
function generatedInvoice({ id, payeeId, payorId, factorId, daysAgo }: Generated, today: string): InvoiceRecord {
  const uploaded = addDays(today, -daysAgo);
  const status =
    daysAgo > 35
      ? id % 23 === 0
        ? InvoiceStatus.Removed
        : InvoiceStatus.Paid
      : daysAgo > 5
        ? id % 9 === 0
          ? InvoiceStatus.Held
          : InvoiceStatus.Approved
        : InvoiceStatus.Pending;
  const grossCents = 80_000 + ((id * 7_919) % 320_000);
  const quickPay = id % 3 === 0;
  const feeCents = quickPay ? Math.floor((grossCents * 250 + 5_000) / 10_000) : 0;
  const approved = status === InvoiceStatus.Pending ? null : addDays(uploaded, 1);
  return {
    id,
    payeeId,
    payorId,
    payorName: payorId === demoCompanies.broker.id ? demoCompanies.broker.name : `Bench Payor ${payorId}`,
    payeeName: `Bench Carrier ${payeeId}`,
    relationshipId: 1,
    invoiceNumber: `B-${id}`,
    loadNumber: `BL${id}`,
    kind: InvoiceKind.Standard,
    currencyId: 1,
    grossCents,
    status,
    paymentType: quickPay ? PaymentType.QuickPay : PaymentType.StandardPay,
    feeBps: quickPay ? 250 : 0,
    feeCents,
    netCents: grossCents - feeCents,
    isFreeQuickPay: false,
    dates: {
      uploaded,
      approved,
      paid: status === InvoiceStatus.Paid ? addDays(uploaded, 33) : null,
      approvedSet: approved,
      drafted: null,
      statusChange: approved ?? uploaded,
      advanceScheduled: null,
      invoiceRequested: uploaded,
      paymentScheduled: null,
    },
    expectedPayDate: status === InvoiceStatus.Approved ? addDays(today, 20) : null,
    paymentId: status === InvoiceStatus.Paid ? `bench${id}` : null,
    statusHistory: [{ status: InvoiceStatus.Pending, at: `${uploaded}T14:00:00.000Z`, actor: 'payor' }],
    version: 1,
    ...(factorId === undefined ? {} : { factorId }),
  };
}

/** Writes `count` invoices from `firstId`, in chunks so the heap stays small. */
export async function load(count: number, firstId: number, partiesOf: PartiesOf, today: string) {
  const chunk = 10_000;
  for (let start = 0; start < count; start += chunk) {
    const invoices: InvoiceRecord[] = [];
    for (let index = start; index < Math.min(count, start + chunk); index += 1) {
      const id = firstId + index;
      invoices.push(generatedInvoice({ id, ...partiesOf(index), daysAgo: index % 365 }, today));
    }
    await batchPutInvoices(invoices, 16);
  }
}

/** The other tenants: 400 carriers of 20 payors, none of them the demo's. */
export const otherTenant: PartiesOf = (index) => ({
  payeeId: 900_000 + (index % otherTenantCount),
  payorId: 9_000_000 + (index % 20),
});

/** The carrier's invoices up to 5,000 and the first 20,000 of other tenants (on a connected stack). */
export async function loadFirstBenchData(today: string): Promise<void> {
  const carrierId = demoCompanies.carrier.id;
  const existing = (await listAllPayeeInvoices({ payeeId: carrierId, statuses: Object.values(InvoiceStatus) })).length;
  await load(
    carrierInvoices - existing,
    firstGeneratedId,
    () => ({ payeeId: carrierId, payorId: demoCompanies.broker.id }),
    today,
  );
  await load(otherTenantsFirst, firstGeneratedId + 1_000_000, otherTenant, today);
}

/** The page the bench measures: page 1 of 25 rows, one status, the last 90 days by uploaded date. */
export const benchListPath =
  `/payee/invoices_and_credit_notes?status=${measuredStatus}` +
  `&dateTypeId=1&datePreset=${DatePreset.Last90Days}&page=1&pageSize=25`;

export async function benchInvoiceList(input: { origin: string; cookie: string; ports: LocalPorts; samples: number }) {
  await connectToLocalStack(input.origin);
  const today = calendarDateIn(new Date());
  const carrierId = demoCompanies.carrier.id;

  const loadStarted = performance.now();
  await loadFirstBenchData(today);
  report({
    figure: 'invoice_bench_load',
    carrier_invoices: carrierInvoices,
    other_tenant_invoices: otherTenantsFirst,
    seconds: round((performance.now() - loadStarted) / 1000, 1),
  });

  const range = datePresetRangeAt(DatePreset.Last90Days, new Date());
  const { list, rawQuery, sameItems } = listAgainstQuery({
    url: `${input.origin}/api/v1/core${benchListPath}`,
    cookie: input.cookie,
    ports: input.ports,
    index: 'gsi1',
    partition: keys.payeeInvoicePartition(carrierId, measuredStatus),
    range,
  });

  const measure = async (otherTenants: number) => {
    const same = await sameItems();
    const figure = await againstBaseline(input.samples, list, rawQuery);
    report({
      figure: 'invoice_list_latency_ms',
      carrier_invoices: carrierInvoices,
      other_tenant_invoices: otherTenants,
      ...same,
      samples: input.samples,
      ...figure,
      target: 'p95 ratio <= 2',
    });
    return figure;
  };

  const first = await measure(otherTenantsFirst);
  const growStarted = performance.now();
  await load(
    otherTenantsThen - otherTenantsFirst,
    firstGeneratedId + 1_000_000 + otherTenantsFirst,
    otherTenant,
    today,
  );
  report({
    figure: 'invoice_bench_load',
    other_tenant_invoices: otherTenantsThen,
    seconds: round((performance.now() - growStarted) / 1000, 1),
  });
  const then = await measure(otherTenantsThen);
  report({
    figure: 'invoice_list_growth',
    other_tenant_invoices_from: otherTenantsFirst,
    other_tenant_invoices_to: otherTenantsThen,
    p50_before: first.p50,
    p50_after: then.p50,
    p95_before: first.p95,
    p95_after: then.p95,
    p95_growth: round(then.p95 / first.p95),
    target: 'p95 growth <= 1.2',
  });
}
