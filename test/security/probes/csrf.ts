import { csrfHeaderName } from '#shared/constants/session.ts';
import { accessGranted } from '#shared/permissions/route-access.ts';
import type { Caller } from '../support/callers.ts';
import { type Findings, inspect } from '../support/findings.ts';
import { fillParams, isMutation, type Operation, wellFormedHeaders } from '../support/operations.ts';

/**
 * Every mutation behind a session, as a caller it grants: without the CSRF header, with a wrong
 * one, and with another session's token. Each must be refused with 403 `csrf_mismatch` before the
 * route does anything.
 */
export async function csrf(findings: Findings, operations: Operation[], callers: Caller[]) {
  for (const operation of operations.filter(isMutation)) {
    const { access } = operation;
    if (!access || access.kind === 'public') continue;
    findings.routes.add(operation.name);
    const caller = callers.find((candidate) => accessGranted(access, candidate.as));
    const other = callers.find((candidate) => candidate !== caller && candidate.client.csrfToken);
    if (!caller || !other) {
      findings.uncovered.push(`${operation.name}: no demo account it grants`);
      continue;
    }
    const base = {
      method: operation.method,
      path: fillParams(operation),
      ...(operation.body ? { json: {} } : {}),
      withoutCsrf: true,
    };
    for (const [variant, headers] of [
      ['no header', {}],
      ['a wrong token', { [csrfHeaderName]: 'not-the-token' }],
      ['another session’s token', { [csrfHeaderName]: String(other.client.csrfToken) }],
    ] as const) {
      const response = await caller.client.send(operation.api, {
        ...base,
        headers: { ...wellFormedHeaders(operation), ...headers },
      });
      const what = `${operation.name} as ${caller.who} with ${variant}`;
      const text = await inspect(findings, what, response);
      if (response.status !== 403 || !text.includes('csrf_mismatch')) {
        findings.unexpectedAllows.push(`${what}: ${response.status} ${text.slice(0, 120)}`);
      }
    }
  }
}
