import { corePaths } from '#shared/api/paths.ts';
import { accessGranted } from '#shared/permissions/route-access.ts';
import { type Caller, renewed } from '../support/callers.ts';
import { type Findings, inspect } from '../support/findings.ts';
import { fillParams, isMutation, type Operation, wellFormedHeaders } from '../support/operations.ts';

/** Routes after which the caller's session is gone: the caller signs in again. */
const sessionEnders = new Set([`POST ${corePaths.logout}`]);

/**
 * Every route as every caller. A route must declare its access; a caller the declaration does not
 * grant must get 401 (no session) or 403, never anything else; nobody may get a 5xx. Parameters name
 * nothing and bodies are empty, so a granted caller reaches at most validation or a 404 and no
 * real object is touched (object-level access has its own probe).
 */
export async function authorizationMatrix(findings: Findings, operations: Operation[], callers: Caller[]) {
  const current = [...callers];
  for (const operation of operations) {
    findings.routes.add(operation.name);
    const { access } = operation;
    if (!access) {
      findings.uncovered.push(`${operation.name} declares no access`);
      continue;
    }
    for (const [index, caller] of current.entries()) {
      const granted = accessGranted(access, caller.as);
      const response = await caller.client.send(operation.api, {
        method: operation.method,
        path: fillParams(operation),
        headers: wellFormedHeaders(operation),
        ...(operation.body && isMutation(operation) ? { json: {} } : {}),
      });
      const what = `${operation.name} as ${caller.who}`;
      await inspect(findings, what, response);
      if (!granted) {
        const expected = caller.as === null ? [401] : [401, 403];
        if (!expected.includes(response.status)) {
          findings.unexpectedAllows.push(`${what}: ${response.status} (declared ${JSON.stringify(access)})`);
        }
      }
      if (granted && sessionEnders.has(`${operation.method} ${operation.path}`) && response.ok) {
        current[index] = await renewed(caller);
      }
    }
  }
}
