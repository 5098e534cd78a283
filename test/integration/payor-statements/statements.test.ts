import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { monthPeriod, weekPeriod } from '#functions/domain/statements/periods.ts';
import { dynamo } from '#functions/lib/aws-clients.ts';
import { reportsApp } from '#functions/reports/app.ts';
import { getCompany, getCompanyNames } from '#functions/repositories/companies.ts';
import { listPayorDrafts } from '#functions/repositories/drafts.ts';
import { keys } from '#functions/repositories/keys.ts';
import { listPayorPayments } from '#functions/repositories/payments.ts';
import { getStatementLines } from '#functions/repositories/statement-lines.ts';
import { getStatement } from '#functions/repositories/statements.ts';
import { tableName } from '#functions/repositories/table.ts';
import { findUserIdByEmail } from '#functions/repositories/users.ts';
import { refundPayment } from '#functions/services/payment-refund.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { statementContent } from '#functions/services/statement-ledger.ts';
import { produceStatement, runStatements } from '#functions/services/statements.ts';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { StatementType } from '#shared/enums/statement-type.ts';
import type { PayorPaymentsPage } from '#shared/schemas/payor-payments.ts';
import type {
  PayorStatementsPage,
  StatementInvoicesPage,
  StatementLinesPage,
} from '#shared/schemas/payor-statements.ts';
import { ApiSession } from '#test/support/api-session.ts';
import { createCompanyWith, createUserWithMfa } from '#test/support/fixtures.ts';
import { dueInvoice, json, type MoneyWorld, moneyWorld, today } from '../payor-money/money-fixtures.ts';

/**
 * The statement run and the payor's statement calls against the emulators: a world of its own
 * whose invoices the payout run pays and drafts today, and this week's statement made from them.
 */
const week = weekPeriod(today);
const weeklyId = `${StatementType.WeeklyStatement}-${week.start}`;

async function worldWithWeeklyStatement(): Promise<MoneyWorld> {
  const world = await moneyWorld();
  await dueInvoice(world, {
    grossCents: 120_000,
    netCents: 117_600,
    paymentType: PaymentType.QuickPay,
    feeCents: 2_400,
    feeBps: 200,
  });
  await dueInvoice(world, { grossCents: 80_000, netCents: 80_000 });
  await runPayouts();
  const payor = await getCompany(world.payor.id);
  if (!payor) throw new Error('payor missing');
  expect(
    await produceStatement({ payor, typeId: StatementType.WeeklyStatement, period: week, runAt: new Date() }),
  ).toBe('created');
  return world;
}

const statementPath = (path: string, id: string) => fillPath(path, { id });

function exportsRequest(session: ApiSession, path: string) {
  const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return Promise.resolve(reportsApp.request(`${apiRoots.exports}/core${path}`, { headers: { cookie } }));
}

describe('the statement run', () => {
  it('writes one statement per payor, type and period, however often or concurrently it runs', async () => {
    const world = await worldWithWeeklyStatement();
    const payor = await getCompany(world.payor.id);
    if (!payor) throw new Error('payor missing');
    const first = await getStatement(world.payor.id, StatementType.WeeklyStatement, week.start);
    const again = await Promise.all(
      [1, 2].map(() =>
        produceStatement({ payor, typeId: StatementType.WeeklyStatement, period: week, runAt: new Date() }),
      ),
    );
    expect(again).toEqual(['existing', 'existing']);
    expect(await getStatement(world.payor.id, StatementType.WeeklyStatement, week.start)).toEqual(first);
  });

  it('makes only closed periods, and nothing for a period without drafts or refunds', async () => {
    const world = await moneyWorld();
    const result = await runStatements({ week }, new Date());
    expect(result.periods).toEqual(week.end < today ? [`${week.start}..${week.end}`] : []);
    expect(await getStatement(world.payor.id, StatementType.WeeklyStatement, week.start)).toBeNull();
  });

  it('makes a refund statement of the payments refunded in the month, giving back what was drafted', async () => {
    const world = await worldWithWeeklyStatement();
    const [paid] = await listPayorPayments({ payorId: world.payor.id });
    if (!paid) throw new Error('no payment');
    const staffUserId = Number(await findUserIdByEmail('admin@demo.test'));
    await refundPayment({ paymentId: paid.id, staffUserId, reason: 'Duplicate payment' });
    const payor = await getCompany(world.payor.id);
    if (!payor) throw new Error('payor missing');
    const month = monthPeriod(today.slice(0, 7));
    const typeId = StatementType.RefundStatement;
    expect(await produceStatement({ payor, typeId, period: month, runAt: new Date() })).toBe('created');
    const statement = await getStatement(world.payor.id, typeId, month.start);
    expect(statement?.lineCount).toBe(1);
    expect(statement?.totals).toEqual([
      expect.objectContaining({ refundCents: paid.grossCents - (paid.creditNoteCents ?? 0), draftedCents: 0 }),
    ]);
    const lines = await json<StatementLinesPage>(
      await world.broker.request(
        'core',
        statementPath(corePaths.payorSettlementStatementLineItems, `${typeId}-${month.start}`),
      ),
    );
    expect(lines.items.map((line) => [line.kind, line.paymentId])).toEqual([['refund', paid.id]]);
  });

  it('records totals equal to the sums of the drafts and payments of the period', async () => {
    const world = await worldWithWeeklyStatement();
    const statement = await getStatement(world.payor.id, StatementType.WeeklyStatement, week.start);
    const drafts = await listPayorDrafts(world.payor.id, week.start, week.end);
    const payments = await json<PayorPaymentsPage>(
      await world.broker.request('core', `${corePaths.payorPayments}?drafted=true&pageSize=200`),
    );
    const usd = statement?.totals[0];
    expect(statement?.totals).toHaveLength(1);
    expect(usd?.draftedCents).toBe(drafts.reduce((sum, draft) => sum + draft.amountCents, 0));
    expect(usd?.draftCount).toBe(drafts.length);
    expect(usd?.draftedCents).toBe(payments.items.reduce((sum, payment) => sum + payment.amountCents, 0));
    expect(usd?.paymentCount).toBe(payments.totalCount);
    expect(usd?.invoiceCount).toBe(2);
    expect(usd?.grossCents).toBe(200_000);
    const records = await listPayorPayments({ payorId: world.payor.id });
    const quickPay = records.filter((p) => p.payoutType === PayoutType.QUICKPAY_INVOICE_PAYOUT);
    expect(usd?.quickPayFeeCents).toBe(quickPay.reduce((sum, p) => sum + p.termFeeCents, 0));
    expect(usd?.quickPayFeeCents).toBe(2_400);
  });
});

describe('the statement lines the run stores', () => {
  it('equal, in order and with the carriers’ names, the lines the ledger computes for the period', async () => {
    const world = await worldWithWeeklyStatement();
    const payor = await getCompany(world.payor.id);
    if (!payor) throw new Error('payor missing');
    const storedEqualLedger = async (typeId: StatementType, period: { start: string; end: string }) => {
      const statement = await getStatement(world.payor.id, typeId, period.start);
      if (!statement) throw new Error(`no statement of type ${typeId}`);
      const ledger = await statementContent(payor, statement);
      const names = await getCompanyNames(ledger.lines.map((line) => line.payeeId));
      const stored = await getStatementLines({ payorId: world.payor.id, typeId, periodStart: period.start }, 0, 100);
      expect(statement.linesStored).toBe(true);
      expect(stored.length, `type ${typeId}`).toBe(statement.lineCount);
      expect(stored, `type ${typeId}`).toEqual(
        ledger.lines.map((line) => ({ ...line, carrierName: names.get(line.payeeId) ?? '' })),
      );
      expect(stored.every((line) => line.carrierName === world.payee.name)).toBe(true);
    };
    await storedEqualLedger(StatementType.WeeklyStatement, week);

    const [paid] = await listPayorPayments({ payorId: world.payor.id });
    if (!paid) throw new Error('no payment');
    const staffUserId = Number(await findUserIdByEmail('admin@demo.test'));
    await refundPayment({ paymentId: paid.id, staffUserId, reason: 'Duplicate payment' });
    const month = monthPeriod(today.slice(0, 7));
    const typeId = StatementType.RefundStatement;
    expect(await produceStatement({ payor, typeId, period: month, runAt: new Date() })).toBe('created');
    await storedEqualLedger(typeId, month);
  });

  it('are rewritten the same by a repeat of a run that stopped before its record, and shown only with it', async () => {
    const world = await moneyWorld();
    await dueInvoice(world, { grossCents: 50_000, netCents: 50_000 });
    await dueInvoice(world, { grossCents: 60_000, netCents: 60_000 });
    await runPayouts();
    const payor = await getCompany(world.payor.id);
    if (!payor) throw new Error('payor missing');
    const path = statementPath(corePaths.payorSettlementStatementLineItems, weeklyId);
    // A run that wrote its lines but no record yet: the statement is not there, its lines are not shown.
    const computed = await statementContent(payor, {
      typeId: StatementType.WeeklyStatement,
      periodStart: week.start,
      periodEnd: week.end,
      imported: false,
    });
    const first = computed.lines[0];
    if (!first) throw new Error('no line');
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.statementLine(world.payor.id, StatementType.WeeklyStatement, week.start, 0),
          ...first,
          carrierName: 'left by a stopped run',
        },
      }),
    );
    expect((await world.broker.request('core', path)).status).toBe(404);
    expect(
      await produceStatement({ payor, typeId: StatementType.WeeklyStatement, period: week, runAt: new Date() }),
    ).toBe('created');
    const page = await json<StatementLinesPage>(await world.broker.request('core', path));
    expect(page.totalCount).toBe(computed.lines.length);
    expect(page.items.map((line) => [line.paymentId, line.carrierName])).toEqual(
      computed.lines.map((line) => [line.paymentId, world.payee.name]),
    );
  });

  it('answers statements recorded before lines were stored from the ledger, the same page', async () => {
    const world = await worldWithWeeklyStatement();
    const path = `${statementPath(corePaths.payorSettlementStatementLineItems, weeklyId)}?pageSize=1&page=1`;
    const stored = await json<StatementLinesPage>(await world.broker.request('core', path));
    const statement = await getStatement(world.payor.id, StatementType.WeeklyStatement, week.start);
    if (!statement) throw new Error('no statement');
    const { linesStored: _stored, ...before } = statement;
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.statement(world.payor.id, StatementType.WeeklyStatement, week.start), ...before },
      }),
    );
    const fromLedger = await json<StatementLinesPage>(await world.broker.request('core', path));
    expect(fromLedger.items).toHaveLength(1);
    expect(fromLedger).toEqual(stored);
  });
});

describe('GET payor/report/settlement_statements and the parts of one', () => {
  it('lists the statements with their totals, filtered by type, and refuses bad input with field errors', async () => {
    const world = await worldWithWeeklyStatement();
    const list = await json<PayorStatementsPage>(
      await world.broker.request('core', `${corePaths.payorSettlementStatements}?settlementStatementTypeId=4`),
    );
    expect(list.items.map((s) => s.id)).toEqual([weeklyId]);
    expect(list.totals).toEqual([
      {
        currencyId: 1,
        count: 1,
        draftedCents: list.items[0]?.totals[0]?.draftedCents,
        netCents: list.items[0]?.totals[0]?.netCents,
      },
    ]);
    const monthly = await json<PayorStatementsPage>(
      await world.broker.request(
        'core',
        `${corePaths.payorSettlementStatements}?settlementStatementTypeId=2&settlementStatementTypeId=5`,
      ),
    );
    expect(monthly.totalCount).toBe(0);

    for (const bad of ['settlementStatementTypeId=9', 'pageSize=0', 'startDate=2026-02-30', 'sortField=payorId']) {
      const response = await world.broker.request('core', `${corePaths.payorSettlementStatements}?${bad}`);
      expect(response.status, bad).toBe(400);
      expect(Object.keys(((await response.json()) as { errors: Record<string, string[]> }).errors).length, bad).toBe(1);
    }
  });

  it('answers the line items in order, adding up to the statement, and its QuickPay invoices', async () => {
    const world = await worldWithWeeklyStatement();
    const lines = await json<StatementLinesPage>(
      await world.broker.request('core', statementPath(corePaths.payorSettlementStatementLineItems, weeklyId)),
    );
    expect(lines.statement.id).toBe(weeklyId);
    expect(lines.items.length).toBe(lines.statement.lineCount);
    expect(lines.items.reduce((sum, line) => sum + line.amountCents, 0)).toBe(lines.statement.totals[0]?.draftedCents);
    expect(lines.items.every((line) => line.carrierName === world.payee.name)).toBe(true);

    const quickPay = await json<StatementInvoicesPage>(
      await world.broker.request(
        'core',
        statementPath(corePaths.payorSettlementStatementRevenueShareInvoices, weeklyId),
      ),
    );
    expect(quickPay.items.map((invoice) => [invoice.grossCents, invoice.feeCents])).toEqual([[120_000, 2_400]]);
    expect(quickPay.totals).toEqual([{ currencyId: 1, count: 1, feeCents: 2_400 }]);
    const gotp = await json<StatementInvoicesPage>(
      await world.broker.request(
        'core',
        statementPath(corePaths.payorSettlementStatementSubscriptionInvoices, weeklyId),
      ),
    );
    expect(gotp.totalCount).toBe(0);

    const paged = await world.broker.request(
      'core',
      `${statementPath(corePaths.payorSettlementStatementLineItems, weeklyId)}?pageSize=1&page=2`,
    );
    expect((await json<StatementLinesPage>(paged)).items).toHaveLength(lines.items.length > 1 ? 1 : 0);
  });

  it('serves the statement’s PDF, whose totals are the statement’s', async () => {
    const world = await worldWithWeeklyStatement();
    const response = await exportsRequest(world.broker, statementPath(corePaths.payorSettlementStatement, weeklyId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
    const statement = await getStatement(world.payor.id, StatementType.WeeklyStatement, week.start);
    const drafted = (statement?.totals[0]?.draftedCents ?? 0) / 100;
    expect(text).toContain(`Drafted $${drafted.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  it('answers another payor’s statement like an unknown one, a malformed id 400, a shipper 403', async () => {
    const world = await worldWithWeeklyStatement();
    const other = await moneyWorld();
    const parts = [
      corePaths.payorSettlementStatementLineItems,
      corePaths.payorSettlementStatementRevenueShareInvoices,
      corePaths.payorSettlementStatementSubscriptionInvoices,
    ];
    for (const path of parts) {
      expect((await other.broker.request('core', statementPath(path, weeklyId))).status, path).toBe(404);
      expect((await world.broker.request('core', statementPath(path, '4-2026-1-1'))).status, path).toBe(400);
    }
    expect(
      (await exportsRequest(other.broker, statementPath(corePaths.payorSettlementStatement, weeklyId))).status,
    ).toBe(404);

    const shipperCompany = await createCompanyWith(CompanyType.Payor, { payorTypeId: 3 });
    expect(shipperCompany.payorTypeId).toBe(3);
    const email = await createUserWithMfa(shipperCompany, []);
    const { session } = await ApiSession.signIn(email);
    expect((await session.request('core', corePaths.payorSettlementStatements)).status).toBe(403);
    expect(
      (await session.request('core', statementPath(corePaths.payorSettlementStatementLineItems, weeklyId))).status,
    ).toBe(403);
    expect((await world.carrier.request('core', corePaths.payorSettlementStatements)).status).toBe(403);
  });
});
