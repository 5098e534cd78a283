import { it } from 'vitest';
import { objectAccess } from './probes/object-access.ts';
import { allCallers } from './support/callers.ts';
import { expectNoFindings, newFindings } from './support/findings.ts';
import { allOperations } from './support/operations.ts';
import { tenantObjects } from './support/tenant-objects.ts';

it('keeps every object of one tenant from other tenants, other company types and drivers', async () => {
  const findings = newFindings();
  const callers = await allCallers();
  const client = (who: string) => callers.find((caller) => caller.who === who)?.client;
  const carrier = client('carrier@demo.test');
  const driver = client('driver@demo.test');
  const broker = client('broker@demo.test');
  if (!carrier || !driver || !broker) throw new Error('No demo carrier, driver or broker');
  await objectAccess(findings, allOperations(), callers, await tenantObjects({ carrier, driver, broker }));
  expectNoFindings(findings);
}, 600_000);
