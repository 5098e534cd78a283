/**
 * `npm run test:security [-- --full]`: the security suite's probes against a stack of their own
 * (real emulators, demo data), with their figures printed as one JSON line: requests, routes,
 * unexpected allows, leaks, 5xx and uncovered routes. Without `--full` it sends the bounded sample
 * `npm test` sends; with it, every malformed variant of every route, round after round as other
 * callers, until at least 10,000 requests. Exits 1 when anything was found.
 */
import { startTestStack } from '../support/test-stack.ts';

const full = process.argv.includes('--full');
const stack = await startTestStack();
let failed = true;
try {
  // The functions code reads the stack's environment: load it only now.
  const { allOperations } = await import('./support/operations.ts');
  const { allCallers } = await import('./support/callers.ts');
  const { newFindings, figuresOf } = await import('./support/findings.ts');
  const { tenantObjectsOf } = await import('./support/tenant-objects.ts');
  const { authorizationMatrix } = await import('./probes/authorization-matrix.ts');
  const { objectAccess } = await import('./probes/object-access.ts');
  const { csrf } = await import('./probes/csrf.ts');
  const { malformedInput } = await import('./probes/malformed-input.ts');

  const operations = allOperations();
  const findings = newFindings();
  const started = performance.now();
  await authorizationMatrix(findings, operations, await allCallers());
  const callers = await allCallers();
  await objectAccess(findings, operations, callers, await tenantObjectsOf(callers));
  await csrf(findings, operations, callers);
  await malformedInput(findings, operations, await allCallers(), {
    perRoute: full ? 'all' : 12,
    ...(full ? { minimumRequests: 10_000 } : {}),
  });
  const figures = figuresOf(findings);
  console.log(
    JSON.stringify({ group: 'security', full, ...figures, seconds: Math.round((performance.now() - started) / 1000) }),
  );
  for (const finding of [
    ...findings.unexpectedAllows,
    ...findings.leaks,
    ...findings.serverErrors,
    ...findings.uncovered,
  ]) {
    console.error(finding);
  }
  failed = figures.unexpectedAllows + figures.leaks + figures.serverErrors + figures.uncovered > 0;
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
