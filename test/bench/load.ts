import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { demoAccounts } from '#infra/local/seed/demo-accounts.ts';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { DocumentType } from '#shared/enums/document-type.ts';
import type { InvoiceListPage } from '#shared/schemas/payee-invoices.ts';
import {
  apiQueryOf as invoiceListQueryOf,
  readListState as readInvoiceListState,
} from '#web/features/payee-invoices/lib/list-state.ts';
import {
  apiQueryOf as paymentsListQueryOf,
  readListState as readPaymentsListState,
} from '#web/features/payee-payments/lib/list-search.ts';
import { type Query, toQueryString } from '#web/lib/query-string.ts';
import { type CpuSplit, cpuMeter, cpuSince, cpuTotal, machineCpuSeconds, msPer } from './cpu.ts';
import { type BenchSession, signIn } from './sign-in.ts';
import { percentile, report, round } from './stats.ts';

/**
 * The load figure (`npm run bench`, `--only load`): requests per second, latency (p50, p95, max)
 * and errors for the carrier's everyday calls at 50 concurrent carrier sessions for a fixed time.
 *
 * Where the load comes from: the portal runs in its own process, started as `npm start` starts it
 * (run.ts spawns `infra/local/start.ts`: the node server of every function's Hono app, with the
 * emulators in child processes), and this bench process drives it over real HTTP on loopback, so
 * the figure includes the server's routing, session reads and JSON, and never `app.request`. The
 * bench process does nothing else meanwhile, so it is the second process a load generator should
 * be; a third would add nothing but start-up time. On a 2-core machine the generator and the
 * server compete for the cores whichever process generates: the generator's CPU time per request is
 * reported beside the server's (`cpu_ms_per_request`), with the share of the machine that other
 * work took during the window, so the figure can be read for what it is.
 *
 * Sessions: `carrier@demo.test` signs in once per session (Cognito emulator, then
 * `POST /api/v1/core/login`), each sign-in its own session with its own cookie and CSRF token.
 * The demo carrier is the only carrier with a working carrier's data (invoices in every status,
 * payments, dashboard figures); fixture carriers would answer empty lists, cheaper than any real
 * carrier's. Fifty users of one company cost the server what fifty users of fifty companies would:
 * a request reads its own user’s profile and session in one BatchGetItem (loadSignedInUser; a GET may
 * recall the read of a few seconds ago), and
 * dynalite has no partitions to make one company hot.
 *
 * Each session is a browser with its own keep-alive connection (node:http, one Agent per session;
 * lighter than fetch, so the generator takes less of the machine) that makes the next call as soon
 * as the last one answered: a closed loop without think time. That measures the capacity at 50
 * calls in flight, not 50 people reading their screens (a person waits seconds between calls).
 * Every session starts at another place of the same call sequence, so the mix is steady from the
 * first second; a warm-up (not counted) comes first, then the measured window. A request counts
 * when it starts inside the window; requests per second is the count over the time from the
 * window's start to the last answer.
 *
 * Far beyond 50 sessions (`BENCH_LOAD_SESSIONS=50,200`) the local server answers 503s that a
 * deployed API would not: its one process makes every request's DynamoDB calls through one SDK
 * client, whose HTTP agent has 50 sockets, and the 1 s connection timeout (functions/lib/aws-requests.ts)
 * also runs while a call waits for a free socket. A Lambda instance serves one request at a time.
 */

/** The carrier's everyday calls and their shares of a visit (the SPA's calls, web/src/features). */
const mix = [
  // The landing page: every visit starts here, and carriers come back to it between screens.
  { call: 'dashboard', weight: 4 },
  // Payee → Invoices with the default filters (all dates, every status, newest first, 25 rows).
  { call: 'invoice_list', weight: 5 },
  // An invoice opened from the list's first page.
  { call: 'invoice_details', weight: 5 },
  // Payee → Payments with the default filters.
  { call: 'payments_list', weight: 2 },
  // The session monitor: at every page load and every 60 s (sessionConstants.checkIntervalSeconds).
  { call: 'token_expiration', weight: 3 },
  // The signed-in user: once when the SPA starts (cached for the visit).
  { call: 'current_user', weight: 1 },
] as const;
type CallName = (typeof mix)[number]['call'];

/** A request taking longer than this is counted as an error (the SPA shows 'slow' at 27 s). */
const requestTimeoutMs = 30_000;

export type LoadOptions = {
  origin: string;
  /** The user pool client the SPA signs in with (runtime-config.json). */
  clientId: string;
  portalPid?: number;
  /** Concurrent sessions; one figure per entry, e.g. [50] or [50, 200]. */
  sessions: readonly number[];
  seconds: number;
  warmupSeconds: number;
};

/** Spreads the calls of a weighted mix evenly over one cycle (smooth weighted round-robin). */
function callSequence(): CallName[] {
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  const credit = mix.map(() => 0);
  const sequence: CallName[] = [];
  for (let step = 0; step < total; step += 1) {
    mix.forEach((entry, index) => {
      credit[index] = (credit[index] ?? 0) + entry.weight;
    });
    const best = credit.indexOf(Math.max(...credit));
    credit[best] = (credit[best] ?? 0) - total;
    sequence.push(mix[best]?.call ?? 'dashboard');
  }
  return sequence;
}

/** Paths as the SPA builds them: the default list states through the web's own query builders. */
function everydayPaths(invoiceIds: readonly number[], now: Date) {
  const core = (path: string, query: Query = {}) => `${apiRoots.core}${path}${toQueryString(query)}`;
  return {
    dashboard: [core(corePaths.payeeDashboard)],
    invoice_list: [
      core(corePaths.payeeInvoicesAndCreditNotes, invoiceListQueryOf(readInvoiceListState(new URLSearchParams()))),
    ],
    invoice_details: invoiceIds.map((id) => core(fillPath(corePaths.payeeInvoice, { id }))),
    payments_list: [
      core(corePaths.payeePayments, paymentsListQueryOf(readPaymentsListState(new URLSearchParams()), now)),
    ],
    token_expiration: [core(corePaths.tokenExpiration)],
    current_user: [core(corePaths.currentUser)],
  } satisfies Record<CallName, string[]>;
}

/** One GET as the SPA's API client sends it; resolves with null when it answered 2xx, else what failed. */
function get(url: URL, agent: Agent, session: BenchSession): Promise<string | null> {
  return new Promise((resolve) => {
    const req = request(
      url,
      { agent, family: 4, timeout: requestTimeoutMs, headers: { accept: 'application/json', cookie: session.cookie } },
      (response) => {
        const status = response.statusCode ?? 0;
        response.on('error', (error) => resolve(errorKind(error)));
        response.once('end', () => resolve(status >= 200 && status < 300 ? null : `http_${status}`));
        // The whole body is read (the latency runs to its last byte), without parsing it.
        response.resume();
      },
    );
    req.once('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    req.on('error', (error) => resolve(errorKind(error)));
    req.end();
  });
}

const errorKind = (error: Error) => `network_${(error as NodeJS.ErrnoException).code ?? error.name}`;

type CallSamples = { latencies: number[]; errors: number };

/** Runs `sessions` closed-loop sessions through a warm-up and the measured window. */
async function measure(
  origin: string,
  sessions: readonly BenchSession[],
  paths: Record<CallName, string[]>,
  options: { seconds: number; warmupSeconds: number; cpu: (() => CpuSplit) | null },
) {
  const sequence = callSequence();
  const urls = Object.fromEntries(
    Object.entries(paths).map(([call, list]) => [call, list.map((path) => new URL(path, origin))]),
  ) as Record<CallName, URL[]>;
  const samples = {} as Record<CallName, CallSamples>;
  for (const { call } of mix) samples[call] = { latencies: [], errors: 0 };
  const errorKinds: Record<string, number> = {};
  let warmupErrors = 0;

  const started = performance.now();
  const windowStart = started + options.warmupSeconds * 1000;
  const windowEnd = windowStart + options.seconds * 1000;
  let lastAnswer = windowStart;
  // Read when the window opens (the sessions keep running through it).
  const atStart: { cpu?: CpuSplit; machine?: ReturnType<typeof machineCpuSeconds> } = {};
  const windowTimer = setTimeout(
    () => {
      atStart.cpu = options.cpu?.();
      atStart.machine = machineCpuSeconds();
    },
    Math.max(0, windowStart - performance.now()),
  );

  const agents = sessions.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  try {
    await Promise.all(
      sessions.map(async (session, index) => {
        const agent = agents[index] as Agent;
        // Sessions start at different places of the sequence and open different invoices.
        let step = (index * 7) % sequence.length;
        let visit = index;
        while (performance.now() < windowEnd) {
          const call = sequence[step % sequence.length] as CallName;
          step += 1;
          const candidates = urls[call];
          const url = candidates[visit % candidates.length] as URL;
          if (call === 'invoice_details') visit += 1;
          const sent = performance.now();
          const failure = await get(url, agent, session);
          const answered = performance.now();
          if (sent < windowStart) {
            if (failure) warmupErrors += 1;
            continue;
          }
          lastAnswer = Math.max(lastAnswer, answered);
          samples[call].latencies.push(answered - sent);
          if (failure) {
            samples[call].errors += 1;
            errorKinds[failure] = (errorKinds[failure] ?? 0) + 1;
          }
        }
      }),
    );
  } finally {
    clearTimeout(windowTimer);
    for (const agent of agents) agent.destroy();
  }
  const cpuAtEnd = options.cpu?.();
  const machineAtEnd = machineCpuSeconds();

  const all = Object.values(samples).flatMap((s) => s.latencies);
  const requests = all.length;
  const seconds = (lastAnswer - windowStart) / 1000;
  const cpu = atStart.cpu && cpuAtEnd ? cpuSince(atStart.cpu, cpuAtEnd) : null;
  const machine =
    atStart.machine && machineAtEnd
      ? { busy: machineAtEnd.busy - atStart.machine.busy, total: machineAtEnd.total - atStart.machine.total }
      : null;
  const totalWeight = mix.reduce((sum, entry) => sum + entry.weight, 0);
  return {
    // From the window's start to the last answer: requests started in the window all count.
    seconds: round(seconds, 1),
    requests,
    requests_per_second: round(requests / seconds, 1),
    p50_ms: round(percentile(all, 50)),
    p95_ms: round(percentile(all, 95)),
    max_ms: round(Math.max(...all)),
    errors: Object.values(samples).reduce((sum, s) => sum + s.errors, 0),
    error_kinds: errorKinds,
    warmup_errors: warmupErrors,
    by_call: Object.fromEntries(
      mix.map(({ call, weight }) => {
        const { latencies, errors } = samples[call];
        return [
          call,
          {
            share: round(weight / totalWeight),
            requests: latencies.length,
            p50_ms: round(percentile(latencies, 50)),
            p95_ms: round(percentile(latencies, 95)),
            max_ms: round(Math.max(...latencies)),
            errors,
          },
        ];
      }),
    ),
    ...(cpu && requests > 0
      ? {
          cpu_ms_per_request: round((cpuTotal(cpu) * 1000) / requests),
          cpu_ms_per_request_by_process: msPer(cpu, requests),
        }
      : {}),
    ...(machine && cpu && machine.total > 0
      ? {
          machine_cores: availableParallelism(),
          machine_cpu_busy_share: round(machine.busy / machine.total),
          // What processes other than the bench, the portal and its emulator host took meanwhile.
          other_processes_cpu_share: round(Math.max(0, machine.busy - cpuTotal(cpu)) / machine.total),
        }
      : {}),
  };
}

export async function benchLoad(options: LoadOptions): Promise<void> {
  const carrier = demoAccounts.find((account) => account.email === 'carrier@demo.test');
  if (!carrier) throw new Error('The demo carrier account is missing');
  const most = Math.max(...options.sessions);

  // One at a time: cognito-local keeps a user's refresh tokens in a list on the user's record, and
  // parallel sign-ins of one user would overwrite each other's (the portal checks the token at login).
  const signInStarted = performance.now();
  const sessions: BenchSession[] = [];
  for (let index = 0; index < most; index += 1) {
    sessions.push(await signIn(options.origin, carrier.email, options.clientId));
  }
  report({
    figure: 'carrier_load_sign_in',
    sessions: most,
    seconds: round((performance.now() - signInStarted) / 1000, 1),
  });

  // The invoices a carrier opens: those on the default list's first page.
  const now = new Date();
  const listPath = everydayPaths([], now).invoice_list[0] as string;
  const firstPage = await fetch(`${options.origin}${listPath}`, {
    headers: { accept: 'application/json', cookie: (sessions[0] as BenchSession).cookie },
  });
  if (!firstPage.ok) throw new Error(`The invoice list answered ${firstPage.status}`);
  const invoiceIds = ((await firstPage.json()) as InvoiceListPage).items
    .filter((item) => item.documentTypeId === DocumentType.Invoice)
    .map((item) => item.id);
  if (invoiceIds.length === 0) throw new Error('The demo carrier has no invoice on the first page of its list');
  const paths = everydayPaths(invoiceIds, now);
  report({
    figure: 'carrier_load_mix',
    account: carrier.email,
    calls: mix.map(({ call, weight }) => ({
      call,
      weight,
      path: call === 'invoice_details' ? `${apiRoots.core}${corePaths.payeeInvoice}` : paths[call][0],
    })),
    invoices_opened: invoiceIds.length,
  });

  const cpu = cpuMeter(options.portalPid);
  for (const count of options.sessions) {
    const figure = await measure(options.origin, sessions.slice(0, count), paths, {
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
      cpu,
    });
    report({
      figure: 'carrier_load',
      sessions: count,
      think_time_ms: 0,
      warmup_seconds: options.warmupSeconds,
      duration_seconds: options.seconds,
      ...figure,
      target: 'errors = 0',
    });
  }
}
