import { expect, it } from 'vitest';
import { authorizationMatrix } from './probes/authorization-matrix.ts';
import { allCallers } from './support/callers.ts';
import { expectNoFindings, newFindings } from './support/findings.ts';
import { allOperations } from './support/operations.ts';

it('answers every route only to whom its declaration grants, and never with a 5xx', async () => {
  const findings = newFindings();
  const operations = allOperations();
  await authorizationMatrix(findings, operations, await allCallers());
  expectNoFindings(findings);
  expect(findings.routes.size).toBe(operations.length);
}, 600_000);
