import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runPayouts } from '#functions/services/payout-run.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { PayorPaymentsPage } from '#shared/schemas/payor-payments.ts';
import type { ApiSession } from '../../support/api-session.ts';
import { exportRequest } from '../payee-invoices/invoice-fixtures.ts';
import { dueInvoice, json, moneyWorld, yesterday } from '../payor-money/money-fixtures.ts';

/** The workbook's rows as text cells joined by '|' (a formula as its result). */
async function sheetLines(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const lines: string[] = [];
  workbook.worksheets[0]?.eachRow((row) =>
    lines.push(
      (row.values as unknown[])
        .slice(1)
        .map((value) =>
          // exceljs leaves a formula's cached result out when it is 0.
          value && typeof value === 'object' && 'formula' in value
            ? String((value as { result?: number }).result ?? 0)
            : String(value ?? ''),
        )
        .join('|'),
    ),
  );
  return lines;
}

const file = (session: ApiSession, path: string) => exportRequest(session, `/core${path}`);

describe('the operations reports’ files', () => {
  it('1099 totals: per carrier, the year’s payments less credit notes, as the payments list adds them', async () => {
    const world = await moneyWorld();
    await dueInvoice(world, { grossCents: 120_000, netCents: 120_000 });
    await dueInvoice(world, {
      grossCents: 80_000,
      paymentType: PaymentType.GuaranteedOnTimePay,
      feeBps: 100,
      feeCents: 800,
      netCents: 79_200,
    });
    await runPayouts(new Date());
    const year = Number(yesterday.slice(0, 4));
    const payments = await json<PayorPaymentsPage>(
      await world.broker.request('core', `${corePaths.payorPayments}?startDate=${year}-01-01&endDate=${year}-12-31`),
    );
    const amount = payments.items.reduce((sum, payment) => sum + payment.amountCents, 0);
    expect(amount).toBe(200_000);
    const lines = await sheetLines(await file(world.broker, `${corePaths.payorRelationship1099}?year=${year}`));
    expect(lines[0]?.startsWith(`LanePay · 1099 totals, ${year}`)).toBe(true);
    expect(lines.some((line) => line.startsWith(`${world.payee.name}|`) && line.includes('|2000|0|2000|8|USD'))).toBe(
      true,
    );
    expect(lines.find((line) => line.startsWith('Total USD'))).toContain('|2000|0|2000|8|USD');

    // A year without payments is an empty file; a bad or missing year is a field error.
    expect(
      (await sheetLines(await file(world.broker, `${corePaths.payorRelationship1099}?year=2001`))).join('\n'),
    ).toContain('Nothing to report.');
    for (const query of ['', '?year=abc', '?year=1999']) {
      const bad = await file(world.broker, `${corePaths.payorRelationship1099}${query}`);
      expect(bad.status, query).toBe(400);
      expect(Object.keys((await json<ApiError>(bad)).errors ?? {})).toEqual(['year']);
    }
    expect((await file(world.carrier, `${corePaths.payorRelationship1099}?year=${year}`)).status).toBe(403);
    // Another payor's carriers are not in its file.
    const other = await moneyWorld();
    const others = await sheetLines(await file(other.broker, `${corePaths.payorRelationship1099}?year=${year}`));
    expect(others.some((line) => line.includes(world.payee.name))).toBe(false);
  });

  it('Select Carrier discovery and carrier terms list the payor’s carriers', async () => {
    const world = await moneyWorld();
    const discovery = await sheetLines(await file(world.broker, corePaths.payorSelectCarrierDiscovery));
    expect(discovery.some((line) => line.startsWith(`${world.payee.name}|No|`))).toBe(true);
    const terms = await sheetLines(await file(world.broker, `${corePaths.payorTerms}?exportReport=true`));
    expect(terms.some((line) => line.startsWith(`${world.payee.name}|Yes|Standard Pay|`))).toBe(true);
    expect((await file(world.carrier, corePaths.payorSelectCarrierDiscovery)).status).toBe(403);
  });

  it('the reports’ exports hold every matching row and the same totals as the screens', async () => {
    const world = await moneyWorld();
    await dueInvoice(world, {
      paymentType: PaymentType.GuaranteedOnTimePay,
      feeBps: 100,
      feeCents: 1_000,
      netCents: 99_000,
    });
    await runPayouts(new Date());
    const gotp = await sheetLines(await file(world.broker, `${corePaths.payorGotpFees}?exportReport=true`));
    expect(gotp.find((line) => line.startsWith('Total USD'))).toBe('Total USD|1|1000|10|USD');
    // A month's invoices as a file: every invoice of the month, its fee totalled; another month or payor has none.
    const month = fillPath(corePaths.payorGotpFeeMonth, { id: yesterday.slice(0, 7) });
    const invoices = await sheetLines(await file(world.broker, `${month}?exportReport=true&pageSize=1`));
    expect(invoices[0]).toContain(`GOTP fees, ${yesterday.slice(0, 7)}`);
    expect(invoices.find((line) => line.startsWith('Total USD'))).toBe('Total USD||||1000||10|USD');
    const empty = fillPath(corePaths.payorGotpFeeMonth, { id: '2001-01' });
    expect((await file(world.broker, `${empty}?exportReport=true`)).status).toBe(404);
    expect((await file((await moneyWorld()).broker, `${month}?exportReport=true`)).status).toBe(404);
    const holds = await sheetLines(await file(world.broker, `${corePaths.payorHolds}?exportReport=true`));
    expect(holds.join('\n')).toContain('Nothing to report.');
    const bad = await file(world.broker, `${corePaths.payorHolds}?ageBucket=old`);
    expect(bad.status).toBe(400);
  });
});
