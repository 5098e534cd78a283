import { it } from 'vitest';
import { objectAccess } from './probes/object-access.ts';
import { allCallers } from './support/callers.ts';
import { expectNoFindings, newFindings } from './support/findings.ts';
import { allOperations } from './support/operations.ts';
import { tenantObjectsOf } from './support/tenant-objects.ts';

it('keeps every object of one tenant from other tenants, other company types and drivers', async () => {
  const findings = newFindings();
  const callers = await allCallers();
  await objectAccess(findings, allOperations(), callers, await tenantObjectsOf(callers));
  expectNoFindings(findings);
}, 600_000);
