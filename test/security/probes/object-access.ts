import type { Caller } from '../support/callers.ts';
import { type Findings, inspect } from '../support/findings.ts';
import { fillParams, type Operation, wellFormedHeaders } from '../support/operations.ts';
import { objectCases, type TenantObjects } from '../support/tenant-objects.ts';

/**
 * Every route with an `{id}`: one tenant's real objects asked for as another tenant of the same
 * type, as the other company types and as a driver, each with a body the route would otherwise
 * accept. Each must get 403 or 404; anything else (a 2xx above all) is an unexpected allow. The
 * owner's read must succeed, or the case would prove nothing.
 */
export async function objectAccess(
  findings: Findings,
  operations: Operation[],
  callers: Caller[],
  objects: TenantObjects,
) {
  const byWho = new Map(callers.map((caller) => [caller.who, caller]));
  for (const operation of operations.filter((candidate) => candidate.pathParams.length > 0)) {
    findings.routes.add(operation.name);
    const key = `${operation.method} ${operation.path}`;
    const reach = objectCases[key];
    if (!reach) {
      findings.uncovered.push(`${operation.name}: no tenant object case (test/security/support/tenant-objects.ts)`);
      continue;
    }
    if ('notTenantOwned' in reach) continue;
    const query = reach.query ? `?${new URLSearchParams(reach.query)}` : '';
    const path = `${fillParams(operation, reach.params(objects))}${query}`;
    const call = {
      method: operation.method,
      path,
      headers: wellFormedHeaders(operation),
      ...(reach.body === undefined ? {} : { json: reach.body }),
    };
    for (const who of reach.outsiders) {
      const caller = byWho.get(who);
      if (!caller) throw new Error(`No caller ${who}`);
      const response = await caller.client.send(operation.api, call);
      const what = `${operation.name} (${path}) as ${who}`;
      await inspect(findings, what, response);
      if (response.status !== 403 && response.status !== 404) {
        findings.unexpectedAllows.push(`${what}: ${response.status}`);
      }
    }
    if (operation.method === 'GET') {
      const owner = byWho.get(reach.owner);
      const response = await owner?.client.send(operation.api, { method: 'GET', path });
      if (!response?.ok)
        findings.uncovered.push(`${operation.name} (${path}): its owner ${reach.owner} got ${response?.status}`);
    }
  }
}
