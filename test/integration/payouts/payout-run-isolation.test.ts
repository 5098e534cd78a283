import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiApp } from '#functions/lib/http/api-app.ts';
import { logger } from '#functions/lib/logger.ts';
import { putBankAccountIfAbsent } from '#functions/repositories/bank-accounts.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { getInvoice, type InvoiceRecord, putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { handler as payoutRunHandler } from '#functions/worker/payout-run.ts';
import { localLambdaContext } from '#infra/local/lambda-context.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { createCompany } from '../../support/fixtures.ts';

/*
 * Locally every function runs in one process (npm start), and a Lambda runs invocations of its own
 * one after another: what one invocation adds to its log lines, and what one run reports, must be
 * its own.
 */

/**
 * A day long past, so that a run "as of" it finds only the invoices made here due (every other
 * test's invoices fall due around today) and the runs of other tests leave these alone.
 */
const asOf = new Date('2001-03-15T18:00:00Z');
const payDay = '2001-03-14';

async function approvedInvoice(payeeId: number): Promise<InvoiceRecord> {
  const id = await nextId('invoice');
  const invoice: InvoiceRecord = {
    id,
    payeeId,
    payorId: 2001,
    payorName: 'Redline Logistics',
    relationshipId: 1,
    invoiceNumber: `ISO-${id}`,
    loadNumber: `L-${randomUUID().slice(0, 6)}`,
    kind: InvoiceKind.Standard,
    currencyId: 1,
    grossCents: 100_000,
    status: InvoiceStatus.Approved,
    paymentType: PaymentType.StandardPay,
    feeBps: 0,
    feeCents: 0,
    netCents: 100_000,
    isFreeQuickPay: false,
    dates: {
      uploaded: addDays(payDay, -40),
      approved: addDays(payDay, -31),
      paid: null,
      approvedSet: addDays(payDay, -31),
      drafted: null,
      statusChange: addDays(payDay, -31),
      advanceScheduled: null,
      invoiceRequested: null,
      paymentScheduled: null,
    },
    expectedPayDate: payDay,
    paymentId: null,
    statusHistory: [{ status: InvoiceStatus.Approved, at: new Date().toISOString(), actor: 'payor' }],
    version: 1,
  };
  await putInvoiceIfAbsent(invoice);
  return invoice;
}

describe('two payout runs at once', () => {
  it('each report only what they changed: their counts add up to the changes made', async () => {
    const [withoutBank, withBank] = await Promise.all([
      createCompany(CompanyType.Payee),
      createCompany(CompanyType.Payee),
    ]);
    await putBankAccountIfAbsent({
      id: await nextId('bank-account'),
      payeeId: withBank.id,
      methodType: PaymentMethodType.Wire,
      name: 'Wire account',
      currencyId: 1,
      routingNumber: '111000025',
      accountNumberLast4: '4321',
      status: BankAccountStatus.Active,
      isValidationRequired: false,
      destinationDescription: 'Wire ••••4321',
      createdAt: new Date().toISOString(),
    });
    const missing = await Promise.all(Array.from({ length: 10 }, () => approvedInvoice(withoutBank.id)));
    const payable = await Promise.all(Array.from({ length: 3 }, () => approvedInvoice(withBank.id)));

    const results = await Promise.all([runPayouts(asOf), runPayouts(asOf)]);

    const sum = (key: 'payments' | 'invoicesPaid' | 'missingBank') =>
      results.reduce((total, result) => total + result[key], 0);
    expect(sum('missingBank')).toBe(missing.length);
    expect(sum('invoicesPaid')).toBe(payable.length);
    // The three invoices of one payee, account and payout type are one payment.
    expect(sum('payments')).toBe(1);
    for (const invoice of missing) {
      const after = await getInvoice(invoice.id);
      expect(after?.status).toBe(InvoiceStatus.MissingBank);
      expect(after?.statusHistory.filter((entry) => entry.status === InvoiceStatus.MissingBank)).toHaveLength(1);
    }
    for (const invoice of payable) expect((await getInvoice(invoice.id))?.status).toBe(InvoiceStatus.Paid);
  });
});

/** The JSON lines the shared logger writes (to stdout and stderr) while `run` runs. */
async function logLines(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const capture = (stream: NodeJS.WriteStream) => {
    const write = stream.write.bind(stream);
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      written.push(String(chunk));
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
    return () => {
      stream.write = write;
    };
  };
  const restore = [capture(process.stdout), capture(process.stderr)];
  try {
    await run();
  } finally {
    for (const undo of restore) undo();
  }
  return written
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('log context', () => {
  let level: string;
  beforeEach(() => {
    level = logger.getLevelName();
    logger.setLogLevel('INFO');
  });
  afterEach(() => {
    logger.setLogLevel(level as 'WARN');
  });

  it("gives an API error logged after a payout run no trace of the run's Lambda context", async () => {
    const api = createApiApp('/api/v1/log-test', 'Log test');
    api.get('/fails', () => {
      throw new Error('database on fire');
    });
    const lines = await logLines(async () => {
      await payoutRunHandler(undefined, localLambdaContext('payout-run', 60_000));
      expect((await api.request('/api/v1/log-test/fails')).status).toBe(500);
    });
    const run = lines.find((line) => line.message === 'Payout run finished');
    expect(run?.function_name).toBe('payout-run');
    const apiError = lines.find((line) => line.message === 'Unhandled error');
    expect(apiError).toBeDefined();
    expect(apiError).not.toHaveProperty('function_name');
    expect(apiError).not.toHaveProperty('function_request_id');
  });

  it('keeps the context of each of two invocations running at once to its own log lines', async () => {
    const first = localLambdaContext('payout-run', 60_000);
    const second = localLambdaContext('payout-run', 60_000);
    const lines = await logLines(async () => {
      await Promise.all([payoutRunHandler(undefined, first), payoutRunHandler(undefined, second)]);
    });
    const finished = lines.filter((line) => line.message === 'Payout run finished');
    expect(finished.map((line) => line.function_request_id).sort()).toEqual(
      [first.awsRequestId, second.awsRequestId].sort(),
    );
  });
});
