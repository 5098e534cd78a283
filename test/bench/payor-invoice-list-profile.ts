import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { coreApp } from '#functions/core/app.ts';
import { dynamo } from '#functions/lib/aws-clients.ts';
import { hashSecret } from '#functions/lib/http/session-cookie.ts';
import { keys } from '#functions/repositories/keys.ts';
import { tableName } from '#functions/repositories/table.ts';
import { payorInvoicesPage } from '#functions/services/payor-invoices.ts';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { localPorts } from '#infra/local/ports.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { apiRoots } from '#shared/api/paths.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { DatePreset, datePresetRangeAt } from '#shared/enums/date-preset.ts';
import { payorInvoiceListQuerySchema } from '#shared/schemas/payor-invoices.ts';
import { ApiSession } from '../support/api-session.ts';
import { freePortRange } from '../support/free-port.ts';
import { firstGeneratedId, load, measuredStatus } from './invoice-list.ts';
import { percentile, report, round, timeEach } from './stats.ts';

/**
 * Where the payor invoice list's time goes beyond its DynamoDB reads: `BENCH_PAYOR_INVOICES` (by
 * default 5,000) invoices of the demo broker on a throw-away stack (`npm start` in a child
 * process), then, in this process, the list request through the core Hono app beside each part of
 * it timed alone: the session read (BatchGetItem of the profile, whose memberships carry the
 * company and its settings, and the session), the service (the status partition's Query and the
 * rows' shaping, no HTTP) and the bare Query. The list's time less the longer of the session read
 * and the service is what the app adds (routing, middleware, validation, JSON). With PROFILE_OUT
 * set, a CPU profile of the list requests alone is written there (open it in Chrome DevTools):
 *
 *   PROFILE_OUT=/tmp/payor-list.cpuprofile npx tsx test/bench/payor-invoice-list-profile.ts
 *
 * Figures only (JSON lines), never asserted.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const samples = Number(process.env.BENCH_SAMPLES ?? 500);
const brokerInvoices = Number(process.env.BENCH_PAYOR_INVOICES ?? 5_000);

async function startPortal(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LANEPAY_DATA_DIR: dataDir, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('LanePay is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
  });
  return child;
}

async function main() {
  const ports = localPorts(await freePortRange(7));
  const origin = `http://localhost:${ports.app}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'lanepay-profile-'));
  const portal = await startPortal(ports.app, dataDir);
  try {
    await connectToLocalStack(origin);
    const brokerId = demoCompanies.broker.id;
    await load(
      brokerInvoices,
      firstGeneratedId + 5_000_000,
      (index) => ({ payeeId: 800_000 + (index % 500), payorId: brokerId }),
      calendarDateIn(new Date()),
    );
    const { session } = await ApiSession.signIn('broker@demo.test');
    const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const [userPart = '', , secret = ''] = (session.cookies.get('lanepay_session') ?? '').split('.');
    const sessionKeys = [keys.user(Number(userPart)), keys.session(Number(userPart), hashSecret(secret))];
    const range = datePresetRangeAt(DatePreset.Last90Days, new Date());
    const search = `status=${measuredStatus}&datePreset=${DatePreset.Last90Days}&page=1&pageSize=25`;
    const query = payorInvoiceListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));

    const list = async () => {
      const response = await coreApp.request(`${apiRoots.core}/payor/invoices?${search}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`list answered ${response.status}`);
      await response.text();
    };
    const service = () => payorInvoicesPage(brokerId, query);
    const listQuery = () =>
      dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi3',
          KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': keys.payorInvoicePartition(brokerId, measuredStatus),
            ':from': `${range.startDate}#`,
            ':to': `${range.endDate}#~`,
          },
          ScanIndexForward: false,
          Limit: 25,
        }),
      );
    const sessionRead = () =>
      dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: sessionKeys, ConsistentRead: true } } }),
      );

    const figures: Record<string, number[]> = {};
    const steps = { list, service, listQuery, sessionRead } as const;
    for (const action of Object.values(steps)) await timeEach(50, action);
    // Interleaved rounds, so drift in the machine's load touches every figure alike.
    for (let pass = 0; pass < 5; pass += 1) {
      for (const [name, action] of Object.entries(steps)) {
        figures[name] = [...(figures[name] ?? []), ...(await timeEach(samples / 5, action))];
      }
    }
    const out = process.env.PROFILE_OUT;
    if (out) {
      const inspector = new Session();
      inspector.connect();
      const post = (method: string, params?: object) =>
        new Promise<unknown>((resolve, reject) =>
          inspector.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
        );
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: 100 });
      await post('Profiler.start');
      await timeEach(samples, list);
      const { profile } = (await post('Profiler.stop')) as { profile: object };
      await writeFile(out, JSON.stringify(profile));
      inspector.disconnect();
    }
    for (const [name, values] of Object.entries(figures)) {
      report({
        figure: 'payor_invoice_list_profile_ms',
        step: name,
        payor_invoices: brokerInvoices,
        samples: values.length,
        p50: round(percentile(values, 50)),
        p95: round(percentile(values, 95)),
      });
    }
  } finally {
    if (portal.pid) process.kill(-portal.pid, 'SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
