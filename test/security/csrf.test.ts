import { it } from 'vitest';
import { csrf } from './probes/csrf.ts';
import { allCallers } from './support/callers.ts';
import { expectNoFindings, newFindings } from './support/findings.ts';
import { allOperations } from './support/operations.ts';

it('refuses every mutation without the CSRF header, with a wrong one and with another session’s', async () => {
  const findings = newFindings();
  await csrf(findings, allOperations(), await allCallers());
  expectNoFindings(findings);
}, 600_000);
