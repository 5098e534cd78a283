import { keys } from '#functions/repositories/keys.ts';
import { putRelationshipIfAbsent, type RelationshipRecord } from '#functions/repositories/relationships.ts';
import { connectToLocalStack } from '#infra/local/connect.ts';
import type { LocalPorts } from '#infra/local/ports.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Currency } from '#shared/enums/currency.ts';
import { DatePreset, datePresetRangeAt } from '#shared/enums/date-preset.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { firstGeneratedId, load, otherTenant, otherTenantsThen } from './invoice-list.ts';
import { listAgainstQuery, reportListFigures } from './list-against-query.ts';
import { report, round } from './stats.ts';

/**
 * The factor's invoice list (`npm run bench -- --only factor-invoice-list`, issue 16): page 1 of 25
 * rows, the last 90 days by uploaded date, for the demo factor with 30,000 invoices of 300 clients
 * assigned to it, among 200,000 invoices of other payors and carriers, through the running local
 * server beside a raw DynamoDB Query of the factor's index for the same 25 items.
 */
const factorInvoices = 30_000;
const factorClients = 300;
const firstClientId = 700_000;
const debtorCount = 10;

/** A bench client's relationship with one of the bench debtors, assigned to the demo factor. */
function assignedRelationship(client: number): RelationshipRecord {
  const factor = demoCompanies.factor;
  return {
    id: 1,
    payeeId: firstClientId + client,
    payorId: 8_000_000 + (client % debtorCount),
    payorName: `Bench Debtor ${client % debtorCount}`,
    payorTypeId: 1,
    currencyId: Currency.USD,
    isClaimed: true,
    claimedAt: '2026-01-05T15:00:00.000Z',
    claimedByUserId: null,
    contactStatus: RelationshipContactStatus.Confirmed,
    contactMethodId: null,
    paymentType: PaymentType.StandardPay,
    freeQuickPaysRemaining: 0,
    termsAcceptedAt: null,
    assignedFactorId: factor.id,
    factorName: factor.name,
    createdAt: '2026-01-05T15:00:00.000Z',
  };
}

export async function benchFactorInvoiceList(input: {
  origin: string;
  cookie: string;
  ports: LocalPorts;
  samples: number;
  /** The carrier invoice list's bench ran first and loaded the other payors' 200,000 invoices. */
  othersLoaded: boolean;
}) {
  await connectToLocalStack(input.origin);
  const today = calendarDateIn(new Date());
  const factorId = demoCompanies.factor.id;

  const started = performance.now();
  for (let client = 0; client < factorClients; client += 1) await putRelationshipIfAbsent(assignedRelationship(client));
  await load(
    factorInvoices,
    firstGeneratedId + 7_000_000,
    (index) => {
      const relationship = assignedRelationship(index % factorClients);
      return { payeeId: relationship.payeeId, payorId: relationship.payorId, factorId };
    },
    today,
  );
  if (!input.othersLoaded) await load(otherTenantsThen, firstGeneratedId + 1_000_000, otherTenant, today);
  report({
    figure: 'factor_invoice_bench_load',
    factor_invoices: factorInvoices,
    other_invoices: otherTenantsThen,
    seconds: round((performance.now() - started) / 1000, 1),
  });

  const range = datePresetRangeAt(DatePreset.Last90Days, new Date());
  const url = `${input.origin}/api/v1/core/factor/invoices?datePreset=${DatePreset.Last90Days}&page=1&pageSize=25`;
  const calls = listAgainstQuery({
    url,
    cookie: input.cookie,
    ports: input.ports,
    index: 'gsi4',
    partition: keys.factorInvoicePartition(factorId),
    range,
  });
  await reportListFigures({
    figure: 'factor_invoice_list_latency_ms',
    fields: {
      factor_invoices: factorInvoices,
      other_invoices: otherTenantsThen,
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
