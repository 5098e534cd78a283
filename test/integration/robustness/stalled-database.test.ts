import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForPort } from '#infra/local/emulators.ts';
import { endpoint, loopback } from '#infra/local/ports.ts';
import { createTableInput } from '#infra/local/provision.ts';
import { apiRoots, corePaths, publicPaths } from '#shared/api/paths.ts';
import { csrfHeaderName } from '#shared/constants/session.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import { type ApiError, ErrorCode } from '#shared/schemas/api-error.ts';
import { freePort } from '../../support/free-port.ts';

/**
 * A database that stops answering (a probe paused DynamoDB's emulator for 10 s) must not hang every
 * request and then fail it with a 500: each request answers 503 with the error shape and
 * Retry-After within the API's deadline, and the API recovers by itself once the database is back.
 *
 * This file pauses a dynalite of its own (a child process, stopped with SIGSTOP), never the
 * emulators the other test files share: the functions code is imported only after the environment
 * points it at the private table (vitest gives each test file its own modules).
 */

/** The API's request deadline (functions/lib/http/deadline.ts) and a margin for a loaded machine. */
const answerWithinMs = 10_000 + 2_500;

let dynalite: ChildProcess;
const savedEnvironment = { ...process.env };
let coreApp: typeof import('#functions/core/app.ts').coreApp;
let publicApp: typeof import('#functions/public/app.ts').publicApp;
let sessionCookie: string;
let csrfToken: string;

/** dynalite in memory, in a child process of its own that exits when this process ends (stdin closes). */
async function startPrivateDynalite(port: number): Promise<ChildProcess> {
  const entry = createRequire(import.meta.url).resolve('dynalite');
  const boot =
    "process.stdin.on('end', () => process.exit(0)); process.stdin.resume();" +
    `require(${JSON.stringify(entry)})({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 })` +
    `.listen(${port}, ${JSON.stringify(loopback)});`;
  const child = spawn(process.execPath, ['-e', boot], { stdio: ['pipe', 'ignore', 'inherit'] });
  await waitForPort(port, child);
  return child;
}

beforeAll(async () => {
  const port = await freePort();
  dynalite = await startPrivateDynalite(port);
  const tableName = `lanepay-stall-${randomUUID().slice(0, 8)}`;
  Object.assign(process.env, { AWS_ENDPOINT_URL_DYNAMODB: endpoint(port), TABLE_NAME: tableName });
  const provisioning = new DynamoDBClient({});
  await provisioning.send(new CreateTableCommand(createTableInput(tableName)));
  provisioning.destroy();

  // Only now the functions code: its table client is made on first use, against the private table.
  ({ coreApp } = await import('#functions/core/app.ts'));
  ({ publicApp } = await import('#functions/public/app.ts'));
  const { newCompanyRecord, putCompanyIfAbsent } = await import('#functions/repositories/companies.ts');
  const { createUserIfAbsent } = await import('#functions/repositories/users.ts');
  const { putSession } = await import('#functions/repositories/sessions.ts');
  const { hashSecret, newSecret } = await import('#functions/lib/http/session-cookie.ts');

  const now = new Date();
  const company = newCompanyRecord({
    id: 7001,
    guid: randomUUID(),
    name: 'Stalled Freight LLC',
    type: CompanyType.Payee,
    createdAt: now.toISOString(),
  });
  await putCompanyIfAbsent(company);
  const userId = 8001;
  await createUserIfAbsent({
    id: userId,
    guid: randomUUID(),
    email: 'stalled@test.example',
    name: 'Stalled Tester',
    phoneNumber: null,
    cognitoSub: null,
    defaultCompanyId: company.id,
    language: null,
    memberships: [{ userId, companyId: company.id, roleIds: [Role.PayeeAdmin], company }],
    createdAt: now.toISOString(),
  });
  const secret = newSecret();
  csrfToken = randomUUID();
  await putSession({
    idHash: hashSecret(secret),
    userId,
    companyId: company.id,
    csrfToken,
    refreshToken: null,
    signedInWithSso: false,
    mfaPending: false,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + 1800,
  });
  sessionCookie = `lanepay_session=${userId}.${company.id}.${secret}`;
});

afterAll(async () => {
  if (dynalite && dynalite.exitCode === null) {
    dynalite.kill('SIGCONT');
    const exited = new Promise((resolve) => dynalite.once('exit', resolve));
    dynalite.stdin?.end();
    dynalite.kill('SIGTERM');
    await exited;
  }
  for (const name of ['AWS_ENDPOINT_URL_DYNAMODB', 'TABLE_NAME'] as const) process.env[name] = savedEnvironment[name];
});

/**
 * The calls fired at the API: a session renewal (a mutation, so the session is read afresh, where a
 * read could use the one read a moment ago) and the public directory (a Query).
 */
const calls = {
  renewal: () =>
    coreApp.request(`${apiRoots.core}${corePaths.newToken}`, {
      method: 'POST',
      headers: { cookie: sessionCookie, [csrfHeaderName]: csrfToken },
    }),
  payorNames: () => publicApp.request(`${apiRoots.public}${publicPaths.payorNames}?q=a`),
};

/** The call's answer and how long it took; no answer at all once `waitMs` has passed (the old hang). */
async function timed(call: () => Response | Promise<Response>, waitMs = answerWithinMs + 5_000) {
  const started = performance.now();
  const answered = Promise.resolve(call()).then(async (response) => ({
    response,
    body: (await response.json()) as ApiError,
  }));
  answered.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const answer = await Promise.race([answered, gaveUp]).finally(() => clearTimeout(timer));
  return {
    status: answer ? answer.response.status : 'no answer',
    headers: answer?.response.headers ?? new Headers(),
    body: answer?.body,
    ms: performance.now() - started,
  };
}

describe('a stalled database', () => {
  it('answers every request 503 with Retry-After within the deadline, then recovers by itself', {
    timeout: 60_000,
  }, async () => {
    // Healthy first: the seeded session and the directory answer.
    expect((await calls.renewal()).status).toBe(200);
    expect((await calls.payorNames()).status).toBe(200);

    expect(dynalite.kill('SIGSTOP')).toBe(true);
    let answers: Awaited<ReturnType<typeof timed>>[];
    try {
      answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => timed(i % 2 === 0 ? calls.renewal : calls.payorNames)),
      );
    } finally {
      dynalite.kill('SIGCONT');
    }

    for (const { status, headers, body, ms } of answers) {
      expect(status).toBe(503);
      expect(body).toEqual({ message: expect.any(String), code: ErrorCode.ServiceUnavailable });
      expect(body?.message).not.toBe('');
      expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(ms).toBeLessThan(answerWithinMs);
    }

    // The database is back: the next requests succeed without any restart.
    const [renewal, names] = await Promise.all([timed(calls.renewal), timed(calls.payorNames)]);
    expect(renewal.status).toBe(200);
    expect(names.status).toBe(200);
    expect(renewal.ms).toBeLessThan(answerWithinMs);
  });
});
