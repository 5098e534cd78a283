import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './test/support/chromium.ts';

/**
 * Browser journeys in Debian's Chromium (no browser downloads) against the real local stack:
 * `npm start` on its own port with a fresh data directory.
 */
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: `test/artifacts/playwright-${port}`,
  // A journey signs in two or three people and checks every page with axe: a minute was too little
  // for the longer ones whenever the machine was busy. A passing journey takes no longer for it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: `rm -rf .data-e2e-${port} && npm start`,
    env: { PORT: String(port), LANEPAY_DATA_DIR: `.data-e2e-${port}` },
    wait: { stdout: /LanePay is running at/ },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
