import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { bundleTargetKb, lambdaEntries } from '#infra/definitions/lambda-bundling.ts';
import { dataTableDefinition } from '#infra/definitions/table.ts';
import { emulatorEnvironment } from '#infra/local/environment.ts';
import { endpoint, localPorts } from '#infra/local/ports.ts';
import { runtimeConfigPath } from '#shared/api/paths.ts';
import type { RuntimeConfig } from '#shared/schemas/runtime-config.ts';
import { freePortRange } from '../support/free-port.ts';
import { selfSignedCertificate } from '../support/self-signed-certificate.ts';
import { benchFactorInvoiceList } from './factor-invoice-list.ts';
import { benchInvoiceList } from './invoice-list.ts';
import { bundleLoadMs, lambdaBundleSizes } from './lambda-bundles.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLoad } from './load.ts';
import { benchNoaConversion } from './noa-conversion.ts';
import { benchPayorInvoiceList } from './payor-invoice-list.ts';
import { benchPayoutRun } from './payout-run.ts';
import { benchResubmission } from './resubmission.ts';
import { signIn } from './sign-in.ts';
import { benchStatements } from './statements.ts';
import { percentile, report, round, timeEach } from './stats.ts';
import { loginPageJavaScriptGzipBytes } from './web-bundle.ts';

/**
 * `npm run bench`: figures as JSON lines, measured in one run on this machine. Nothing here is
 * asserted; targets are printed beside the figures. `--only <group>` (repeatable or comma-separated:
 * current-user, load, resubmit, invoice-list, payor-invoice-list, factor-invoice-list, payout, statements, noa-conversion,
 * lighthouse, web-bundle, lambda-bundles) measures only those, e.g. `npx tsx test/bench/run.ts --only invoice-list`. The lighthouse group drives Debian's
 * Chromium (/usr/bin/chromium) and reads `BENCH_LIGHTHOUSE_RUNS` (runs per page and form factor,
 * the median reported; default 3) and `BENCH_LIGHTHOUSE_OUT` (a directory for the median runs'
 * full reports; none kept by default); `BENCH_LIGHTHOUSE_PAGES=dashboard,invoices` and
 * `BENCH_LIGHTHOUSE_MOBILE_ONLY=1` narrow it while trying a change. The load group reads `BENCH_LOAD_SESSIONS`
 * (concurrent carrier sessions, comma-separated for several figures; default 50),
 * `BENCH_LOAD_SECONDS` (the measured window; default 30) and `BENCH_LOAD_WARMUP_SECONDS` (default 5).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const samples = Number(process.env.BENCH_SAMPLES ?? 500);
const loadSessions = (process.env.BENCH_LOAD_SESSIONS ?? '50').split(',').map(Number);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const loadWarmupSeconds = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 5);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  throw new Error('BENCH_LIGHTHOUSE_RUNS takes a whole number, 1 or more');
}
if (![...loadSessions, loadSeconds].every((n) => Number.isFinite(n) && n > 0) || !(loadWarmupSeconds >= 0)) {
  throw new Error(
    'BENCH_LOAD_SESSIONS and BENCH_LOAD_SECONDS take positive numbers, BENCH_LOAD_WARMUP_SECONDS 0 or more',
  );
}

/** The figure groups a run can be limited to: `--only invoice-list` (repeatable, or comma-separated). */
const groups = [
  'current-user',
  'load',
  'resubmit',
  'invoice-list',
  'payor-invoice-list',
  'factor-invoice-list',
  'lighthouse',
  'web-bundle',
  'lambda-bundles',
  'payout',
  'statements',
  'noa-conversion',
] as const;
type Group = (typeof groups)[number];
function selectedGroups(argv: readonly string[]): ReadonlySet<Group> {
  const only = argv.flatMap((arg, index) =>
    arg === '--only' ? (argv[index + 1] ?? '').split(',') : arg.startsWith('--only=') ? arg.slice(7).split(',') : [],
  );
  const unknown = only.filter((name) => !(groups as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`Unknown bench group ${unknown.join(', ')}; known: ${groups.join(', ')}`);
  return new Set(only.length > 0 ? (only as Group[]) : groups);
}
const selected = selectedGroups(process.argv.slice(2));

async function startPortal(port: number, dataDir: string, tls?: { port: number; certFile: string; keyFile: string }) {
  const started = performance.now();
  // BENCH_PORTAL_CPU_PROF=<dir>: the portal process writes a CPU profile there when it stops.
  const profile = process.env.BENCH_PORTAL_CPU_PROF;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'infra/local/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      LANEPAY_DATA_DIR: dataDir,
      ...(tls
        ? { LANEPAY_TLS_PORT: String(tls.port), LANEPAY_TLS_CERT_FILE: tls.certFile, LANEPAY_TLS_KEY_FILE: tls.keyFile }
        : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // stderr is read too: a pipe nobody reads fills up and then blocks the portal's writes (warnings
  // logged under load). Its last lines explain an exit.
  let stderrTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-4000);
  });
  let exited = false;
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('LanePay is running at')) resolve();
    });
    child.once('exit', (code) => {
      exited = true;
      reject(new Error(`npm start exited with ${code}:\n${stderrTail}`));
    });
  });
  // Awaited below; until then an exit must not count as an unhandled rejection.
  ready.catch(() => {});
  let firstPingSeconds: number | null = null;
  while (firstPingSeconds === null && !exited) {
    const ok = await fetch(`http://localhost:${port}/api/v1/core/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) firstPingSeconds = (performance.now() - started) / 1000;
    else await new Promise((r) => setTimeout(r, 50));
  }
  await ready;
  return { child, firstPingSeconds: firstPingSeconds ?? Number.NaN };
}

function stop(child: ChildProcess) {
  if (child.pid) process.kill(-child.pid, 'SIGINT');
}

/** `current_user` through the portal beside a raw GetItem, in the same run. */
async function benchCurrentUser(origin: string, cookie: string, ports: ReturnType<typeof localPorts>) {
  const currentUser = () =>
    fetch(`${origin}/api/v1/core/current_user`, { headers: { cookie } }).then(async (r) => {
      if (!r.ok) throw new Error(`current_user answered ${r.status}`);
      await r.arrayBuffer();
    });
  const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: endpoint(ports.dynamodb) }));
  const rawGet = () =>
    dynamo.send(new GetCommand({ TableName: dataTableDefinition.localName, Key: { pk: 'USER#1', sk: 'PROFILE' } }));
  await timeEach(50, currentUser);
  await timeEach(50, rawGet);
  const api = await timeEach(samples, currentUser);
  const raw = await timeEach(samples, rawGet);
  const apiP95 = percentile(api, 95);
  const rawP95 = percentile(raw, 95);
  report({
    figure: 'current_user_latency_ms',
    samples,
    p50: round(percentile(api, 50)),
    p95: round(apiP95),
    raw_get_item_p50: round(percentile(raw, 50)),
    raw_get_item_p95: round(rawP95),
    p95_ratio: round(apiP95 / rawP95),
    target: 'p95 ratio <= 2',
  });
}

async function main() {
  if (
    (
      [
        'current-user',
        'load',
        'resubmit',
        'invoice-list',
        'payor-invoice-list',
        'factor-invoice-list',
        'payout',
        'statements',
        'noa-conversion',
        'lighthouse',
      ] as const
    ).some((group) => selected.has(group))
  ) {
    const firstPort = await freePortRange(8);
    const ports = localPorts(firstPort);
    const origin = `http://localhost:${ports.app}`;
    const edgePort = firstPort + 7;
    const dataDir = await mkdtemp(join(tmpdir(), 'lanepay-bench-'));
    Object.assign(process.env, emulatorEnvironment(ports));
    const portal = await startPortal(ports.app, dataDir, { port: edgePort, ...selfSignedCertificate(dataDir) });
    try {
      report({ figure: 'startup_to_first_ping', seconds: round(portal.firstPingSeconds), target: '<= 15 s' });
      const runtime = (await (await fetch(`${origin}${runtimeConfigPath}`)).json()) as RuntimeConfig;
      const { cookie } = await signIn(origin, 'carrier@demo.test', runtime.cognito.clientId);
      if (selected.has('current-user')) await benchCurrentUser(origin, cookie, ports);
      // The pages on the demo data as seeded: before the resubmitted bills and the invoice list's rows.
      if (selected.has('lighthouse')) {
        await benchLighthouse({
          origin: `https://localhost:${edgePort}`,
          cookie,
          distDir: join(root, 'web/dist'),
          runs: lighthouseRuns,
          outDir: process.env.BENCH_LIGHTHOUSE_OUT,
          pages: process.env.BENCH_LIGHTHOUSE_PAGES?.split(','),
          mobileOnly: process.env.BENCH_LIGHTHOUSE_MOBILE_ONLY === '1',
        });
      }
      // On the demo data as seeded: before the resubmitted bills and the invoice list's rows.
      if (selected.has('load')) {
        await benchLoad({
          origin,
          clientId: runtime.cognito.clientId,
          portalPid: portal.child.pid,
          sessions: loadSessions,
          seconds: loadSeconds,
          warmupSeconds: loadWarmupSeconds,
        });
      }
      // Before the invoice list's 200,000 rows, which slow every later write to the emulator.
      if (selected.has('noa-conversion')) await benchNoaConversion({ origin });
      if (selected.has('resubmit')) await benchResubmission({ origin, portalPid: portal.child.pid });
      if (selected.has('invoice-list')) await benchInvoiceList({ origin, cookie, ports, samples });
      if (selected.has('payor-invoice-list')) {
        const broker = await signIn(origin, 'broker@demo.test', runtime.cognito.clientId);
        const othersLoaded = selected.has('invoice-list');
        await benchPayorInvoiceList({ origin, cookie: broker.cookie, ports, samples, othersLoaded });
      }
      if (selected.has('factor-invoice-list')) {
        const factor = await signIn(origin, 'factor@demo.test', runtime.cognito.clientId);
        const othersLoaded = selected.has('invoice-list') || selected.has('payor-invoice-list');
        await benchFactorInvoiceList({ origin, cookie: factor.cookie, ports, samples, othersLoaded });
      }
      if (selected.has('payout')) await benchPayoutRun({ origin });
      if (selected.has('statements')) {
        const broker = await signIn(origin, 'broker@demo.test', runtime.cognito.clientId);
        await benchStatements({ origin, cookie: broker.cookie, ports, samples });
      }
    } finally {
      stop(portal.child);
      await new Promise((r) => setTimeout(r, 1500));
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  if (selected.has('web-bundle')) {
    const web = await loginPageJavaScriptGzipBytes(join(root, 'web/dist'));
    report({ figure: 'login_page_js_gzip_kb', kb: round(web.bytes / 1024, 1), files: web.files, target: '<= 100 KB' });
  }

  if (selected.has('lambda-bundles')) {
    for (const bundle of await lambdaBundleSizes(root)) {
      report({
        figure: 'lambda_bundle_kb',
        lambda: bundle.name,
        kb: round(bundle.bytes / 1024, 1),
        gzip_kb: round(bundle.gzipBytes / 1024, 1),
        ...(bundle.shippedBytes > 0 ? { shipped_packages_mb: round(bundle.shippedBytes / 1024 / 1024, 1) } : {}),
        target: `<= ${bundleTargetKb} KB`,
      });
    }
    // The statement run carries pdf-lib past the target, the NOA conversion worker MuPDF and
    // tesseract.js beside its bundle: their loads beside a function within it.
    for (const name of ['statementRun', 'noaConversionWorker', 'payoutRun'] as const) {
      report({
        figure: 'lambda_bundle_load_ms',
        lambda: name,
        ms: round(await bundleLoadMs(root, lambdaEntries[name]), 1),
      });
    }
  }
}

await main();
