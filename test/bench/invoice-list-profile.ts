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
import { connectToLocalStack } from '#infra/local/connect.ts';
import { localPorts } from '#infra/local/ports.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { apiRoots } from '#shared/api/paths.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { DatePreset, datePresetRangeAt } from '#shared/enums/date-preset.ts';
import { ApiSession } from '../support/api-session.ts';
import { freePortRange } from '../support/free-port.ts';
import { benchListPath, loadFirstBenchData, measuredStatus } from './invoice-list.ts';
import { percentile, report, round, timeEach } from './stats.ts';

/**
 * Where the invoice list's time goes beyond its DynamoDB reads: the bench's data on a throw-away
 * stack (`npm start` in a child process), then, in this process, the list request through the
 * core Hono app beside each read it makes, timed alone (session BatchGetItem, the status
 * partition Query, the tallies Query). With PROFILE_OUT set, a CPU profile of the list requests
 * alone is written there (open it in Chrome DevTools):
 *
 *   PROFILE_OUT=/tmp/list.cpuprofile npx tsx test/bench/invoice-list-profile.ts
 *
 * Figures only (JSON lines), never asserted.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const samples = Number(process.env.BENCH_SAMPLES ?? 1000);

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
    await loadFirstBenchData(calendarDateIn(new Date()));
    const { session } = await ApiSession.signIn('carrier@demo.test');
    const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const [userPart = '', , secret = ''] = (session.cookies.get('lanepay_session') ?? '').split('.');
    const sessionKeys = [keys.user(Number(userPart)), keys.session(Number(userPart), hashSecret(secret))];
    const carrierId = demoCompanies.carrier.id;
    const range = datePresetRangeAt(DatePreset.Last90Days, new Date());

    const list = async () => {
      const response = await coreApp.request(`${apiRoots.core}${benchListPath}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`list answered ${response.status}`);
      await response.text();
    };
    const listQuery = () =>
      dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': keys.payeeInvoicePartition(carrierId, measuredStatus),
            ':from': `${range.startDate}#`,
            ':to': `${range.endDate}#~`,
          },
          ScanIndexForward: false,
          Limit: 26,
        }),
      );
    const talliesQuery = () =>
      dynamo().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.payeePartition(carrierId), ':prefix': keys.invoiceTalliesPrefix },
        }),
      );
    const sessionRead = () =>
      dynamo().send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: sessionKeys, ConsistentRead: true } },
        }),
      );

    const figures: Record<string, number[]> = {};
    const steps = { list, listQuery, talliesQuery, sessionRead } as const;
    for (const action of Object.values(steps)) await timeEach(100, action);
    // Interleaved rounds, so drift in the machine's load touches every figure alike.
    for (let pass = 0; pass < 5; pass += 1) {
      for (const [name, action] of Object.entries(steps)) {
        figures[name] = [...(figures[name] ?? []), ...(await timeEach(samples / 5, action))];
      }
    }
    // A CPU profile of the list requests alone (PROFILE_OUT=<file.cpuprofile>).
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
        figure: 'invoice_list_profile_ms',
        step: name,
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
