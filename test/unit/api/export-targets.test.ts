import { describe, expect, it } from 'vitest';
import { targetOf } from '#functions/domain/export-jobs/targets.ts';
import { accessExtension } from '#functions/lib/http/access.ts';
import { openApiDocumentOf } from '#functions/lib/http/api-app.ts';
import { reportsApp } from '#functions/reports/app.ts';
import { exportTargets } from '#functions/services/export-targets.ts';
import { exportPath } from '#infra/definitions/export-routing.ts';
import { apiRoots, corePaths } from '#shared/api/paths.ts';
import { access } from '#shared/permissions/route-access.ts';

describe('the files an export job may make', () => {
  it('are every GET route of the exports API, each with the access it declares', async () => {
    const document = openApiDocumentOf(reportsApp) as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const gets = Object.entries(document.paths).flatMap(([path, operations]) =>
      operations.get ? [{ path, access: operations.get[accessExtension] }] : [],
    );
    expect(await exportTargets()).toEqual(gets);
    expect(gets.length).toBeGreaterThan(10);
  });

  it('are found from the browser’s path as the edge moves it', async () => {
    const targets = await exportTargets();
    const file = (path: string, query?: URLSearchParams) => targetOf(targets, exportPath(path, true, query) ?? '');
    expect(file(`${apiRoots.core}${corePaths.payorRelationship1099}`)?.access).toEqual(
      access.page('/payor/relationships'),
    );
    expect(file(`${apiRoots.core}/payee/payments/P-1/payout_report`, new URLSearchParams('format=xlsx'))?.path).toBe(
      `${apiRoots.exports}/core/payee/payments/{id}/payout_report/xlsx`,
    );
    // A JSON call with no file beside it, and the combined document (a POST), are no files of a job.
    expect(file(`${apiRoots.core}${corePaths.currentUser}`)).toBeNull();
    expect(file(`${apiRoots.settlement}/bills/B1/documents/combined`)).toBeNull();
  });
});
