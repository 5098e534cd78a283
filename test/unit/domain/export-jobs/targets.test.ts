import { describe, expect, it } from 'vitest';
import { fileNameOf, isLastAttempt, outcomeOf } from '#functions/domain/export-jobs/outcome.ts';
import {
  type ExportTarget,
  fileQueryOf,
  pathMatches,
  searchOf,
  targetOf,
} from '#functions/domain/export-jobs/targets.ts';
import { access } from '#shared/permissions/route-access.ts';

const targets: ExportTarget[] = [
  { path: '/api/v1/exports/core/payee/payments/{id}/payout_report', access: access.signedIn },
  { path: '/api/v1/exports/core/payee/payments/{id}/payout_report/xlsx', access: access.signedIn },
  { path: '/api/v1/exports/core/payor/report/holds', access: access.signedIn },
];

describe('export targets', () => {
  it('match a concrete path by its template, one segment per parameter', () => {
    expect(pathMatches('/a/{id}/b', '/a/7/b')).toBe(true);
    expect(pathMatches('/a/{id}/b', '/a/7/8/b')).toBe(false);
    expect(pathMatches('/a/{id}/b', '/a//b')).toBe(false);
    expect(pathMatches('/a.b', '/axb')).toBe(false);
    expect(targetOf(targets, '/api/v1/exports/core/payor/report/holds')?.path).toBe(targets[2]?.path);
    expect(targetOf(targets, '/api/v1/exports/core/payor/report/holds/x')).toBeNull();
    expect(targetOf(targets, '/api/v1/exports/core/payee/payments/P1/payout_report/xlsx')?.path).toBe(targets[1]?.path);
  });

  it('keep the query without paging and the export flag, and write it in a stable order', () => {
    const query = fileQueryOf({ page: '3', pageSize: '25', exportReport: 'true', status: ['2', '5'], q: 'a b' });
    expect(query).toEqual({ status: ['2', '5'], q: 'a b' });
    expect(searchOf(query)).toBe('q=a+b&status=2&status=5&exportReport=true');
    expect(searchOf({ b: '1', a: '2' })).toBe(searchOf({ a: '2', b: '1' }));
  });
});

describe('a build’s outcome', () => {
  const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

  it('is the file on 2xx, under the route’s own name', () => {
    expect(
      outcomeOf(
        200,
        headers({
          'content-disposition': 'attachment; filename="holds.xlsx"; filename*=UTF-8\'\'holds%C3%A9.xlsx',
          'content-type': 'application/xlsx',
        }),
        null,
      ),
    ).toEqual({ kind: 'file', fileName: 'holdsé.xlsx', contentType: 'application/xlsx' });
    expect(fileNameOf('attachment; filename="a.pdf"')).toBe('a.pdf');
    expect(fileNameOf('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="b.pdf"')).toBe('b.pdf');
    expect(fileNameOf(null)).toBeNull();
  });

  it('is a refusal on 4xx other than timeouts and throttling, which are retried with 5xx', () => {
    for (const status of [400, 401, 403, 404, 413]) {
      expect(outcomeOf(status, headers({}), 'No')).toEqual({ kind: 'refused', message: 'No' });
    }
    for (const status of [408, 429, 500, 503]) expect(outcomeOf(status, headers({}), null).kind).toBe('retry');
  });

  it('fails the job on the queue’s last receive only', () => {
    expect(isLastAttempt(1, 3)).toBe(false);
    expect(isLastAttempt(3, 3)).toBe(true);
  });
});
