import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import invoices from '#shared/i18n/en/invoices-reports.ts';
import payments from '#shared/i18n/en/payments-reports.ts';
import payorStatements from '#shared/i18n/en/payor-statements-reports.ts';
import relationships from '#shared/i18n/en/relationships-reports.ts';
import { type Catalog, lookup } from '#shared/i18n/message-catalog.ts';

/**
 * The files load only the `<namespace>-reports` part of the screens' messages; a key outside it
 * would print as the key itself in a downloaded file.
 */
const reportCatalog: Catalog = { invoices, payments, payorStatements, relationships };
const reportsDir = join(import.meta.dirname, '../../../functions/reports');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : [readFileSync(join(dir, entry.name), 'utf8')],
  );
}

/** Message keys written out in the sources; a template key is cut at its first placeholder. */
function keysUsed(): string[] {
  const keys = new Set<string>();
  for (const source of sources(reportsDir)) {
    for (const match of source.matchAll(/['`]((?:invoices|payments|payorStatements|relationships)\.[\w.]*)(\$\{)?/g)) {
      const key = match[1] ?? '';
      keys.add(match[2] ? key.replace(/\.$/, '') : key);
    }
  }
  return [...keys];
}

function resolves(key: string): boolean {
  if (lookup(reportCatalog, key) !== undefined || lookup(reportCatalog, `${key}_other`) !== undefined) return true;
  let node: unknown = reportCatalog;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'object' && node !== null;
}

describe('report messages', () => {
  it('finds the keys the files use', () => {
    expect(keysUsed().length).toBeGreaterThan(50);
  });

  it.each(keysUsed())('%s is in the reports part of its namespace', (key) => {
    expect(resolves(key)).toBe(true);
  });
});
