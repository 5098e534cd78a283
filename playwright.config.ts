import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './test/support/chromium.ts';

/**
 * Browser journeys in Debian's Chromium (no browser downloads) against the real local stack:
 * `npm start` on its own port with a fresh data directory.
 *
 * Two stacks, a worker each, so the journeys take about half as long (`npm test` has a 30-minute
 * budget): the carrier area's journeys on one, everything else on the other. Within a stack the
 * journeys run one at a time, in file order, on data they share; a journey reads the figures it
 * checks from the API, so it holds whatever the journeys before it on its stack left behind.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** The second stack keeps clear of the first's ports (infra/local/ports.ts) and of a neighbouring E2E_PORT. */
const stacks = { carrier: port, rest: port + 50 } as const;

/** The carrier (payee) area's journeys, and the public pages a carrier starts from. */
const carrierJourneys = [
  'all-brokers',
  'claim',
  'dashboard',
  'driver',
  'invitations',
  'invoices',
  'loadpay',
  'paperwork',
  'password-reset',
  'payments',
  'profile',
  'registration',
  'wallet',
].map((name) => `**/${name}.spec.ts`);

const server = (stackPort: number) => ({
  command: `rm -rf .data-e2e-${stackPort} && npm start`,
  env: { PORT: String(stackPort), LANEPAY_DATA_DIR: `.data-e2e-${stackPort}` },
  wait: { stdout: /LanePay is running at/ },
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
});

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: `test/artifacts/playwright-${port}`,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: [server(stacks.carrier), server(stacks.rest)],
  projects: [
    {
      name: 'carrier',
      testMatch: carrierJourneys,
      workers: 1,
      use: { baseURL: `http://localhost:${stacks.carrier}` },
    },
    {
      name: 'payor-and-shell',
      testIgnore: carrierJourneys,
      workers: 1,
      use: { baseURL: `http://localhost:${stacks.rest}` },
    },
  ],
});
