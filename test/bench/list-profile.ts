import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BatchGetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { coreApp } from '#functions/core/app.ts';
import { dynamo } from '#functions/lib/aws-clients.ts';
import { hashSecret } from '#functions/lib/http/session-cookie.ts';
import { keys } from '#functions/repositories/keys.ts';
import { tableName } from '#functions/repositories/table.ts';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { localPorts } from '#infra/local/ports.ts';
import { apiRoots } from '#shared/api/paths.ts';
import { ApiSession } from '../support/api-session.ts';
import { freePortRange } from '../support/free-port.ts';
import { percentile, report, round, timeEach } from './stats.ts';

/**
 * Where a list call's time goes beyond its DynamoDB reads (the carrier's and the payor's invoice
 * list profiles): a throw-away stack (`npm start` in a child process) loaded with the bench's data,
 * then, in this process, the list request through the core Hono app beside each part of it timed
 * alone, in interleaved rounds so drift in the machine's load touches every figure alike. With
 * PROFILE_OUT set, a CPU profile of the list requests alone is written there (open it in Chrome
 * DevTools). Figures only (JSON lines), never asserted.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

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

async function writeCpuProfile(out: string, samples: number, action: () => Promise<unknown>) {
  const inspector = new Session();
  inspector.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      inspector.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  await timeEach(samples, action);
  const { profile } = (await post('Profiler.stop')) as { profile: object };
  await writeFile(out, JSON.stringify(profile));
  inspector.disconnect();
}

/** What a profile gets once its data is loaded: timers for the parts of its list call. */
export type ListProfileTools = {
  /** The list call through the core app, signed in as the profile's user. */
  list: () => Promise<void>;
  /** The signed-in session's own reads (the profile and the session item). */
  sessionRead: () => Promise<unknown>;
  /** A bare Query of the data table. */
  query: (input: Omit<QueryCommandInput, 'TableName'>) => Promise<unknown>;
};

export async function profileList(profile: {
  figure: string;
  email: string;
  /** The list's path under the core API, with its query. */
  path: string;
  samples: number;
  warmUp: number;
  load: () => Promise<void>;
  /** The parts to time beside `list` (which is always the first). */
  parts: (tools: ListProfileTools) => Record<string, () => Promise<unknown>>;
  /** Extra fields of every figure line. */
  context?: Record<string, unknown>;
}): Promise<void> {
  const ports = localPorts(await freePortRange(7));
  const dataDir = await mkdtemp(join(tmpdir(), 'lanepay-profile-'));
  const portal = await startPortal(ports.app, dataDir);
  try {
    await connectToLocalStack(`http://localhost:${ports.app}`);
    await profile.load();
    const { session } = await ApiSession.signIn(profile.email);
    const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const [userPart = '', , secret = ''] = (session.cookies.get('lanepay_session') ?? '').split('.');
    const sessionKeys = [keys.user(Number(userPart)), keys.session(Number(userPart), hashSecret(secret))];
    const list = async () => {
      const response = await coreApp.request(`${apiRoots.core}${profile.path}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`list answered ${response.status}`);
      await response.text();
    };
    const tools: ListProfileTools = {
      list,
      sessionRead: () =>
        dynamo().send(
          new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: sessionKeys, ConsistentRead: true } } }),
        ),
      query: (input) => dynamo().send(new QueryCommand({ TableName: tableName(), ...input })),
    };
    const steps = { list, ...profile.parts(tools) };
    for (const action of Object.values(steps)) await timeEach(profile.warmUp, action);
    const figures: Record<string, number[]> = {};
    for (let pass = 0; pass < 5; pass += 1) {
      for (const [name, action] of Object.entries(steps)) {
        figures[name] = [...(figures[name] ?? []), ...(await timeEach(profile.samples / 5, action))];
      }
    }
    const out = process.env.PROFILE_OUT;
    if (out) await writeCpuProfile(out, profile.samples, list);
    for (const [name, values] of Object.entries(figures)) {
      report({
        figure: profile.figure,
        step: name,
        ...profile.context,
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
