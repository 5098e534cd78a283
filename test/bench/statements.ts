import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { monthlyStatementType, monthPeriod, statementId } from '#functions/domain/statements/periods.ts';
import { getCompany } from '#functions/repositories/companies.ts';
import { batchPutInvoices, type InvoiceRecord } from '#functions/repositories/invoices.ts';
import { keys } from '#functions/repositories/keys.ts';
import { type PaymentRecord, paymentItem } from '#functions/repositories/payments.ts';
import { getStatement } from '#functions/repositories/statements.ts';
import { produceStatement } from '#functions/services/statements.ts';
import { dataTableDefinition } from '#infra/definitions/table.ts';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { endpoint, type LocalPorts } from '#infra/local/ports.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutSchedule, PayoutType } from '#shared/enums/payout.ts';
import type { StatementLinesPage } from '#shared/schemas/payor-statements.ts';
import { againstBaseline, report, round } from './stats.ts';

/**
 * The statements' figures (`npm run bench -- --only statements`): the time the statement run takes
 * to make a month's statement (ledger read, PDF, stored) for the demo broker with 20,000 invoices
 * that month (2,000 payments of 10 invoices of 200 carriers, drafted daily), and a page of 25 of
 * its line items through the running local server beside a raw DynamoDB Query of the payor's
 * payments index for the same 25 payments. The month is long past, clear of the demo's own data.
 */

const month = '2024-06';
const invoicesPerPayment = 10;
const payments = 2_000;
const carriers = 200;
const firstInvoiceId = 70_000_000;

type Dynamo = DynamoDBDocumentClient;

async function batchWrite(dynamo: Dynamo, items: Record<string, unknown>[]) {
  for (let start = 0; start < items.length; start += 25) {
    let pending = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 10) throw new Error('BatchWriteItem left items unprocessed');
      const { UnprocessedItems } = await dynamo.send(
        new BatchWriteCommand({ RequestItems: { [dataTableDefinition.localName]: pending } }),
      );
      pending = (UnprocessedItems?.[dataTableDefinition.localName] ?? []) as typeof pending;
    }
  }
}

/** The month's ledger as the payout run writes it: paid invoices, their payments, a draft a day. */
async function loadMonth(dynamo: Dynamo, payorId: number) {
  const period = monthPeriod(month);
  const days = Number(period.end.slice(8));
  const invoices: InvoiceRecord[] = [];
  const records: PaymentRecord[] = [];
  for (let p = 0; p < payments; p += 1) {
    const paidDate = addDays(period.start, p % days);
    const payeeId = 810_000 + (p % carriers);
    const quickPay = p % 10 === 0;
    const gotp = p % 20 === 5;
    const paymentType = quickPay
      ? PaymentType.QuickPay
      : gotp
        ? PaymentType.GuaranteedOnTimePay
        : PaymentType.StandardPay;
    const id = `stmtbench${String(p).padStart(6, '0')}`;
    const ids: number[] = [];
    let gross = 0;
    let fees = 0;
    for (let i = 0; i < invoicesPerPayment; i += 1) {
      const invoiceId = firstInvoiceId + p * invoicesPerPayment + i;
      const grossCents = 80_000 + ((invoiceId * 7_919) % 320_000);
      const feeCents = paymentType === PaymentType.StandardPay ? 0 : Math.floor(grossCents / 50);
      ids.push(invoiceId);
      gross += grossCents;
      fees += feeCents;
      invoices.push({
        id: invoiceId,
        payeeId,
        payorId,
        payorName: demoCompanies.broker.name,
        payeeName: `Bench Carrier ${payeeId}`,
        relationshipId: 1,
        invoiceNumber: `SB-${invoiceId}`,
        loadNumber: `SBL${invoiceId}`,
        kind: InvoiceKind.Standard,
        currencyId: 1,
        grossCents,
        status: InvoiceStatus.Paid,
        paymentType,
        feeBps: feeCents > 0 ? 200 : 0,
        feeCents,
        netCents: grossCents - feeCents,
        isFreeQuickPay: false,
        dates: {
          uploaded: addDays(paidDate, -31),
          approved: addDays(paidDate, -30),
          paid: paidDate,
          approvedSet: addDays(paidDate, -30),
          drafted: paidDate,
          statusChange: paidDate,
          advanceScheduled: null,
          invoiceRequested: addDays(paidDate, -31),
          paymentScheduled: null,
        },
        expectedPayDate: null,
        paymentId: id,
        statusHistory: [{ status: InvoiceStatus.Paid, at: `${paidDate}T18:00:00.000Z`, actor: 'system' }],
        version: 1,
      });
    }
    records.push({
      id,
      code: `SB${p}`,
      confirmationNumber: `SBC${p}`,
      payeeId,
      payorId,
      draftId: `draft-${paidDate}`,
      draftDate: paidDate,
      bankAccountId: 1,
      bankAccountName: 'Operating',
      methodType: PaymentMethodType.Ach,
      currencyId: 1,
      payoutType: quickPay ? PayoutType.QUICKPAY_INVOICE_PAYOUT : PayoutType.INVOICE_PAYOUT,
      state: PaymentState.Paid,
      paidDate,
      invoiceIds: ids,
      loadNumbers: ids.map((invoiceId) => `SBL${invoiceId}`),
      grossCents: gross,
      termFeeCents: quickPay ? fees : 0,
      subTotalCents: gross - (quickPay ? fees : 0),
      bankFeeCents: 0,
      netCents: gross - (quickPay ? fees : 0),
      freeQuickPayCount: 0,
      checkNumber: null,
      checkCashed: null,
      createdAt: `${paidDate}T18:00:00.000Z`,
    });
  }
  await batchPutInvoices(invoices, 16);
  await batchWrite(dynamo, records.map(paymentItem));
  const drafts = new Map<string, PaymentRecord[]>();
  for (const record of records) drafts.set(record.paidDate, [...(drafts.get(record.paidDate) ?? []), record]);
  await batchWrite(
    dynamo,
    [...drafts].map(([date, own]) => {
      const id = `draft-${date}`;
      const gross = own.reduce((sum, record) => sum + record.grossCents, 0);
      return {
        ...keys.draft(id),
        ...keys.payorDraftIndex(payorId, date, id),
        ...keys.draftMonthIndex(date, payorId, id),
        id,
        payorId,
        currencyId: 1,
        draftDate: date,
        schedule: PayoutSchedule.Daily,
        weekday: 0,
        paymentIds: new Set(own.map((record) => record.id)),
        invoiceIds: new Set(own.flatMap((record) => record.invoiceIds)),
        paymentCount: own.length,
        invoiceCount: own.length * invoicesPerPayment,
        grossCents: gross,
        creditNoteCents: 0,
        amountCents: gross,
        createdAt: `${date}T18:00:00.000Z`,
        updatedAt: `${date}T18:00:00.000Z`,
      };
    }),
  );
}

export async function benchStatements(input: { origin: string; cookie: string; ports: LocalPorts; samples: number }) {
  await connectToLocalStack(input.origin);
  const payorId = demoCompanies.broker.id;
  const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: endpoint(input.ports.dynamodb) }));
  const loadStarted = performance.now();
  await loadMonth(dynamo, payorId);
  report({
    figure: 'statement_bench_load',
    invoices: payments * invoicesPerPayment,
    payments,
    seconds: round((performance.now() - loadStarted) / 1000, 1),
  });

  const period = monthPeriod(month);
  const typeId = monthlyStatementType(period);
  const payor = await getCompany(payorId);
  if (!payor) throw new Error('No demo broker');
  const started = performance.now();
  const outcome = await produceStatement({ payor, typeId, period, runAt: new Date() });
  const seconds = (performance.now() - started) / 1000;
  const statement = await getStatement(payorId, typeId, period.start);
  report({
    figure: 'statement_month_seconds',
    invoices: payments * invoicesPerPayment,
    payments,
    outcome,
    lines: statement?.lineCount ?? 0,
    pdf_kb: round((statement?.sizeBytes ?? 0) / 1024, 1),
    seconds: round(seconds, 1),
    target: '<= 60 s (the run has 15 minutes)',
  });

  const id = statementId(typeId, period);
  const pageUrl = `${input.origin}/api/v1/core/payor/report/settlement_statement/${id}/line_items?page=1&pageSize=25`;
  const linesPage = async () => {
    const response = await fetch(pageUrl, { headers: { cookie: input.cookie } });
    if (!response.ok) throw new Error(`statement line items answered ${response.status}`);
    return (await response.json()) as StatementLinesPage;
  };
  const rawQuery = () =>
    dynamo.send(
      new QueryCommand({
        TableName: dataTableDefinition.localName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.payorPaymentPartition(payorId),
          ':from': `${period.start}#`,
          ':to': `${period.end}#~`,
        },
        Limit: 25,
      }),
    );
  const [page, raw] = await Promise.all([linesPage(), rawQuery()]);
  const sameItems =
    JSON.stringify(page.items.map((line) => line.paymentId)) ===
    JSON.stringify((raw.Items ?? []).map((item) => item.id));
  report({
    figure: 'statement_line_items_latency_ms',
    invoices: payments * invoicesPerPayment,
    rows: page.items.length,
    same_items_as_raw_query: sameItems,
    samples: input.samples,
    ...(await againstBaseline(input.samples, linesPage, rawQuery)),
    target: 'p95 ratio <= 3',
  });
}
