import { readFileSync } from 'node:fs';
import { parseAst } from 'rolldown/parseAst';
import { transform } from 'rolldown/utils';
import { describe, expect, it } from 'vitest';
import { contractCallsForBrowser } from '../../../web/build/contract-calls.ts';

type Transform = (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;

/** The web build's view of a contract module: TypeScript stripped as Vite does, then the plugin. */
async function forBrowser(file: string): Promise<string> {
  const id = new URL(`../../../${file}`, import.meta.url).pathname;
  const { code } = await transform(id, readFileSync(id, 'utf8'));
  const plugin = contractCallsForBrowser().transform as unknown as Transform;
  const result = plugin.call({ parse: (source) => parseAst(source) }, code, id);
  if (!result) throw new Error(`${file} was not transformed`);
  return result.code;
}

describe('contract calls in the web build', () => {
  it('keep what callApi reads and drop the schemas with their imports', async () => {
    const code = await forBrowser('shared/contracts/payee-credit-notes.ts');
    expect(code).toMatch(/method: ["']get["']/);
    expect(code).toContain('corePaths.payeeCreditNotes');
    expect(code).not.toMatch(/schemas|creditNotePageSchema|response:|query:|params:|access:/);
    expect(code).not.toContain('route-access');
  });

  it('drops an import that only a comment still names', () => {
    const plugin = contractCallsForBrowser().transform as unknown as Transform;
    const code = [
      "import { access } from '../permissions/route-access.ts';",
      "import { corePaths } from '../api/paths.ts';",
      '/** Who may call it is the route access of the file, checked later. */',
      "export const calls = { a: defineCall({ api: 'core', method: 'get', path: corePaths.a, access: access.public }) };",
    ].join('\n');
    const result = plugin.call({ parse: parseAst }, code, '/x/shared/contracts/a.ts');
    expect(result?.code).not.toContain('route-access');
    expect(result?.code).toContain("from '../api/paths.ts'");
  });

  it('leaves every other module alone', () => {
    const plugin = contractCallsForBrowser().transform as unknown as Transform;
    expect(plugin.call({ parse: parseAst }, 'export const a = 1;', '/x/shared/schemas/a.ts')).toBeNull();
  });
});
