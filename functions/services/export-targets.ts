import type { ExportTarget } from '../domain/export-jobs/targets.ts';

let targets: Promise<readonly ExportTarget[]> | undefined;

/**
 * Every file route of the exports API (its GET routes) with its declared access, read from the
 * API's own document, so a file route added there can be made as a job the day it is added, and
 * a job is refused to whom the route refuses.
 *
 * The export jobs function never runs this code: its bundle replaces this module with what it
 * returned when the bundle was built (infra/definitions/lambda-bundle-plugins.ts), so the function
 * carries neither the exports routers nor the OpenAPI generator. Locally and in tests it runs.
 */
export function exportTargets(): Promise<readonly ExportTarget[]> {
  targets ??= (async () => {
    const [{ reportsApp }, { openApiDocumentOf }, { accessExtension }] = await Promise.all([
      import('../reports/app.ts'),
      import('../lib/http/api-app.ts'),
      import('../lib/http/access.ts'),
    ]);
    const document = openApiDocumentOf(reportsApp) as { paths?: Record<string, Record<string, unknown>> };
    return Object.entries(document.paths ?? {}).flatMap(([path, operations]) => {
      const get = operations.get as Record<string, unknown> | undefined;
      const access = get?.[accessExtension] as ExportTarget['access'] | undefined;
      return access ? [{ path, access }] : [];
    });
  })();
  return targets;
}
