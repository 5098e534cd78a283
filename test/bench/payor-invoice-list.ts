import { listAllInvoices } from '#functions/repositories/invoices.ts';
import { keys } from '#functions/repositories/keys.ts';
import { connectToLocalStack } from '#infra/local/connect.ts';
import type { LocalPorts } from '#infra/local/ports.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { DatePreset, datePresetRangeAt } from '#shared/enums/date-preset.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { firstGeneratedId, load, measuredStatus, otherTenant, otherTenantsThen } from './invoice-list.ts';
import { listAgainstQuery, reportListFigures } from './list-against-query.ts';
import { report, round } from './stats.ts';

/**
 * The payor's invoice list (`npm run bench -- --only payor-invoice-list`): page 1 of 25 rows, one
 * status, the last 90 days by uploaded date, for a broker with 50,000 invoices of 500 carriers
 * among 200,000 invoices of 20 other payors, through the running local server beside a raw
 * DynamoDB Query of the payor's index for the same 25 items.
 */

const brokerInvoices = 50_000;
const brokerCarriers = 500;

export async function benchPayorInvoiceList(input: {
  origin: string;
  cookie: string;
  ports: LocalPorts;
  samples: number;
  /** The carrier invoice list's bench ran first and loaded the other payors' 200,000 invoices. */
  othersLoaded: boolean;
}) {
  await connectToLocalStack(input.origin);
  const today = calendarDateIn(new Date());
  const brokerId = demoCompanies.broker.id;
  const owner = { side: 'payor', companyId: brokerId } as const;

  const started = performance.now();
  const existing = (await listAllInvoices({ owner, statuses: Object.values(InvoiceStatus) }, true)).length;
  await load(
    Math.max(0, brokerInvoices - existing),
    firstGeneratedId + 5_000_000,
    (index) => ({ payeeId: 800_000 + (index % brokerCarriers), payorId: brokerId }),
    today,
  );
  if (!input.othersLoaded) await load(otherTenantsThen, firstGeneratedId + 1_000_000, otherTenant, today);
  report({
    figure: 'payor_invoice_bench_load',
    payor_invoices: brokerInvoices,
    other_payor_invoices: otherTenantsThen,
    seconds: round((performance.now() - started) / 1000, 1),
  });

  const range = datePresetRangeAt(DatePreset.Last90Days, new Date());
  const url =
    `${input.origin}/api/v1/core/payor/invoices?status=${measuredStatus}` +
    `&datePreset=${DatePreset.Last90Days}&page=1&pageSize=25`;
  const calls = listAgainstQuery({
    url,
    cookie: input.cookie,
    ports: input.ports,
    index: 'gsi3',
    partition: keys.payorInvoicePartition(brokerId, measuredStatus),
    range,
  });
  await reportListFigures({
    figure: 'payor_invoice_list_latency_ms',
    fields: {
      payor_invoices: brokerInvoices,
      other_payor_invoices: otherTenantsThen,
      ...(await calls.sameItems()),
    },
    samples: input.samples,
    origin: input.origin,
    url,
    cookie: input.cookie,
    calls,
    target: 'p95 ratio <= 1.5',
  });
}
