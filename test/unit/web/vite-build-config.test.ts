import { existsSync } from 'node:fs';
import type { Alias, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../../web/vite.config.ts';

type ConfigFn = (env: { command: 'build' | 'serve'; mode: string }) => UserConfig;
const aliasesFor = (command: 'build' | 'serve') =>
  ((viteConfig as unknown as ConfigFn)({ command, mode: 'production' }).resolve?.alias ?? []) as Alias[];

describe('the SPA build', () => {
  it("takes React Router's production build, which its package exports do not name", () => {
    const aliases = aliasesFor('build');
    for (const specifier of ['react-router', 'react-router/dom']) {
      const alias = aliases.find((entry) => (entry.find as RegExp).test(specifier));
      expect(alias?.replacement).toMatch(/react-router\/dist\/production\/[\w-]+\.mjs$/);
      expect(existsSync(alias?.replacement ?? '')).toBe(true);
    }
    expect(aliases.some((entry) => (entry.find as RegExp).test('react-router-dom'))).toBe(false);
  });

  it('leaves the dev server on the development build', () => {
    expect(aliasesFor('serve')).toEqual([]);
  });
});
