import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiApp } from '#functions/lib/http/api-app.ts';
import { logger } from '#functions/lib/logger.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { handler as payoutRunHandler } from '#functions/worker/payout-run.ts';
import { localLambdaContext } from '#infra/local/lambda-context.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { createCompany } from '../../support/fixtures.ts';
import { activeWireAccount, approvedInvoice } from './payout-fixtures.ts';

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

describe('two payout runs at once', () => {
  it('each report only what they changed: their counts add up to the changes made', async () => {
    const [withoutBank, withBank] = await Promise.all([
      createCompany(CompanyType.Payee),
      createCompany(CompanyType.Payee),
    ]);
    await activeWireAccount(withBank.id);
    const missing = await Promise.all(Array.from({ length: 10 }, () => approvedInvoice(withoutBank.id, {}, payDay)));
    const payable = await Promise.all(Array.from({ length: 3 }, () => approvedInvoice(withBank.id, {}, payDay)));

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
