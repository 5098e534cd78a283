import { describe, expect, it } from 'vitest';
import { docsApp } from '#functions/docs/app.ts';
import { HttpError } from '#functions/lib/http/errors.ts';
import { unmatchableVersion, versionOfIfMatch } from '#functions/lib/http/if-match.ts';
import { apiRoots } from '#shared/api/paths.ts';
import { entityTagOf, ifMatchHeader } from '#shared/constants/versions.ts';

/** What versionOfIfMatch throws (its status and message key), or the version it answers. */
function outcome(value: string | undefined): number | { status: number; key: string } {
  try {
    return versionOfIfMatch(value);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, key: error.messageKey };
  }
}

describe('If-Match (functions/lib/http/if-match.ts)', () => {
  it('reads the version of a strong tag the API made', () => {
    expect(entityTagOf(12)).toBe('"v12"');
    expect(outcome('"v12"')).toBe(12);
    expect(outcome(' "v0" ')).toBe(0);
  });

  it('answers 428 without a version: no header, an empty one, or `*` (which names none)', () => {
    for (const value of [undefined, '', '  ', '*']) {
      expect(outcome(value)).toEqual({ status: 428, key: 'errors.versionRequired' });
    }
  });

  it('takes any other entity tag as one that matches no version (a weak tag never matches If-Match)', () => {
    for (const value of ['W/"v12"', '"12"', '"abc"', '""']) expect(outcome(value)).toBe(unmatchableVersion);
  });

  it('refuses what is not one entity tag with 400', () => {
    for (const value of ['v12', '"v12", "v13"', '"v12', 'W/v12']) {
      expect(outcome(value)).toEqual({ status: 400, key: 'errors.versionInvalid' });
    }
  });
});

type Operation = {
  parameters?: { in: string; name: string }[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
};

/**
 * The updates of versioned objects (README "API conventions"): each must take If-Match, or an old
 * client overwrites silently again.
 */
const conditionalUpdates = [
  ['core', 'put', '/users/{id}'],
  ['core', 'put', '/payee/restrictions'],
  ['core', 'put', '/payee/payee_relationships/{id}'],
  ['core', 'post', '/payee/noa_notices/{id}/dispute'],
  ['core', 'put', '/payor/invoices/{id}/status'],
  ['core', 'put', '/payor/loads/{id}'],
  ['core', 'post', '/payor/report/profile_settings'],
  ['core', 'put', '/admin/noa/documents/{id}/fields'],
  ['core', 'put', '/admin/noa/documents/{id}/tasks/{taskType}'],
  ['core', 'post', '/admin/noa/documents/{id}/moves'],
  ['core', 'post', '/admin/noa/documents/{id}/split'],
  ['core', 'post', '/admin/noa/action_conflicts/{id}/resolve'],
  ['core', 'post', '/admin/noa/split_noas/{id}'],
  ['core', 'post', '/admin/noa/pending_lor_designation/{id}/resolve'],
  ['core', 'post', '/admin/factor_assignments/{id}/decision'],
  ['core', 'put', '/factor/profile/company_details'],
  ['core', 'put', '/factor/profile/remittance_email'],
  ['settlement', 'put', '/bills/{id}'],
  ['settlement', 'put', '/bills/{id}/update_by_payee'],
  ['settlement', 'post', '/charges'],
  ['settlement', 'put', '/charges/{id}'],
  ['settlement', 'delete', '/charges/{id}'],
  ['settlement', 'post', '/bills/{id}/documents/{documentId}/complete'],
  ['settlement', 'delete', '/bills/{id}/documents/{documentId}'],
] as const;

async function operationsOf(api: 'core' | 'settlement'): Promise<Record<string, Record<string, Operation>>> {
  const response = await docsApp.request(`${apiRoots[api]}/openapi.json`);
  return ((await response.json()) as { paths: Record<string, Record<string, Operation>> }).paths;
}

describe('the documents of the updates of versioned objects', () => {
  it('declare If-Match, 409 and 428, and the ETag of their answer', async () => {
    const documents = { core: await operationsOf('core'), settlement: await operationsOf('settlement') };
    for (const [api, method, path] of conditionalUpdates) {
      const operation = documents[api][`${apiRoots[api]}${path}`]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.parameters, `${method} ${path}`).toContainEqual(
        expect.objectContaining({ in: 'header', name: ifMatchHeader }),
      );
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toEqual(
        expect.arrayContaining(['409', '428']),
      );
      expect(operation?.responses['200']?.headers, `${method} ${path}`).toHaveProperty('ETag');
    }
  });

  it('are the only routes that take If-Match', async () => {
    const documents = { core: await operationsOf('core'), settlement: await operationsOf('settlement') };
    const taking = Object.entries(documents).flatMap(([api, paths]) =>
      Object.entries(paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.parameters?.some((p) => p.in === 'header' && p.name === ifMatchHeader))
          .map(([method]) => `${api} ${method} ${path.slice(apiRoots[api as 'core' | 'settlement'].length)}`),
      ),
    );
    expect(taking.sort()).toEqual(conditionalUpdates.map(([api, method, path]) => `${api} ${method} ${path}`).sort());
  });
});
