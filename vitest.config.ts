import { defineConfig } from 'vitest/config';

/**
 * Three tiers (see README): unit (no network), integration (Hono apps and workers against the
 * emulators) and infra (CDK assertions and cdk-nag). Browser journeys run under Playwright.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Pure tests share one module graph per worker (a quarter of the time): none may change a
          // module's state for another, which is how a mutated message catalog was found.
          isolate: false,
          setupFiles: ['test/setup/dom-testing.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/setup/integration-stack.ts'],
          setupFiles: ['test/setup/integration-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The security suite (README: threat model) on a stack of its own: it calls every route as
        // every demo account, so the data it changes never meets the integration tests'.
        test: {
          name: 'security',
          include: ['test/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/setup/integration-stack.ts'],
          setupFiles: ['test/setup/integration-env.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
