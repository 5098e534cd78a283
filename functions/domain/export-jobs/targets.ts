import type { RouteAccess } from '#shared/permissions/route-access.ts';

/** A file route of the exports API a job may make: its path (OpenAPI form) and who may call it. */
export type ExportTarget = { readonly path: string; readonly access: RouteAccess };

const segmentPattern = (segment: string) =>
  /^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Whether `path` (a concrete exports API path) is an instance of `template` (`{param}` = one segment). */
export function pathMatches(template: string, path: string): boolean {
  return new RegExp(`^${template.split('/').map(segmentPattern).join('/')}$`).test(path);
}

/**
 * The target a concrete exports path goes to, as the app's router would pick it: a template
 * without parameters wins over one with them (`…/payout_report/xlsx` before `…/{id}/…`).
 */
export function targetOf(targets: readonly ExportTarget[], path: string): ExportTarget | null {
  const matching = targets.filter((target) => pathMatches(target.path, path));
  const params = (target: ExportTarget) => (target.path.match(/\{/g) ?? []).length;
  return matching.sort((a, b) => params(a) - params(b))[0] ?? null;
}

/** The query a job keeps: without paging (a file holds every match) and without the export flag it adds. */
export function fileQueryOf(
  query: Readonly<Record<string, string | readonly string[]>>,
): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page' || name === 'pageSize' || name === 'exportReport') continue;
    kept[name] = typeof value === 'string' ? value : [...value];
  }
  return kept;
}

/** The query as a URL's search part, repeated keys for lists, in a stable order. */
export function searchOf(query: Readonly<Record<string, string | readonly string[]>>): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name] ?? [];
    for (const item of typeof value === 'string' ? [value] : value) search.append(name, item);
  }
  search.append('exportReport', 'true');
  return search.toString();
}
