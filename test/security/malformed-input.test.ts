import { expect, it } from 'vitest';
import { malformedInput } from './probes/malformed-input.ts';
import { allCallers } from './support/callers.ts';
import { expectNoFindings, newFindings } from './support/findings.ts';
import { variantsOf } from './support/malformed.ts';
import { allOperations } from './support/operations.ts';

/** A bounded sample per route here; `npm run test:security -- --full` sends every variant, 10,000 requests and more. */
const variantsPerRouteInNpmTest = 12;

it('has at least 30 malformed variants for every route with a body or a query', () => {
  const short = allOperations()
    .filter((operation) => operation.body || operation.queryParams.length > 0)
    .map((operation) => [operation.name, variantsOf(operation).length] as const)
    .filter(([, count]) => count < 30);
  expect(short).toEqual([]);
});

it('answers malformed bodies, queries and ids without a 5xx or a leaked stack', async () => {
  const findings = newFindings();
  await malformedInput(findings, allOperations(), await allCallers(), { perRoute: variantsPerRouteInNpmTest });
  expectNoFindings(findings);
}, 600_000);
