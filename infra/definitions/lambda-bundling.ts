/**
 * How Lambda code is bundled: the CDK's NodejsFunction (infra/constructs/portal-function.ts) and
 * `npm run bench` (which reports bundle sizes) both use these settings.
 */
export const lambdaEntries = {
  core: 'functions/core/lambda.ts',
  settlement: 'functions/settlement/lambda.ts',
  resubmitWorker: 'functions/worker/resubmit-bills.ts',
  payoutRun: 'functions/worker/payout-run.ts',
  reports: 'functions/reports/lambda.ts',
  messageDelivery: 'functions/delivery/handler.ts',
} as const;

export const lambdaBundling = {
  target: 'node22',
  minify: true,
  /** ESM entry points of dependencies tree-shake better than their CommonJS builds. */
  mainFields: ['module', 'main'],
  /**
   * ESM bundles still meet CommonJS dependencies that call `require` (Node built-ins); esbuild's
   * shim needs a real `require` in scope to forward them to.
   */
  banner:
    "import { createRequire as __lanepayCreateRequire } from 'node:module'; " +
    'const require = __lanepayCreateRequire(import.meta.url);',
  /** The Node.js 22 runtime provides the AWS SDK v3 (SES v2 and SNS clients of the delivery function included). */
  external: ['@aws-sdk/*', '@smithy/*'],
} as const;
