import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * Packages a function loads from a `node_modules` of its own beside its bundle instead of from the
 * bundle: libraries that read their own files at run time (WebAssembly modules, a worker thread's
 * script, language data), which esbuild cannot fold into one file. Each is copied with the packages
 * it depends on, less what the function never loads (`leaveOut`, paths relative to the package).
 */
export type ShippedPackages = {
  readonly packages: readonly string[];
  readonly leaveOut?: Readonly<Record<string, RegExp>>;
  /**
   * The Lambda architecture of the native binaries among the packages, which the function must
   * then run on (npm installs the binary of the machine it runs on only; a platform package named
   * in `packages` that is not installed fails the bundling, as any missing package does).
   */
  readonly nativeArchitecture?: 'x86_64' | 'arm64';
};

/** The directory of `name` as Node would resolve it from `fromDir` (nearest node_modules upwards). */
function packageDir(name: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`Package ${name} is not installed (from ${fromDir})`);
  }
}

/** Each package and those it depends on, by directory, once (its install path under the root). */
export function packageClosure(root: string, names: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (name: string, fromDir: string) => {
    const dir = packageDir(name, fromDir);
    const path = relative(root, dir);
    if (found.has(path)) return;
    found.set(path, name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir);
  };
  for (const name of names) visit(name, root);
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(dir, entry))
    .filter((path) => statSync(path).isFile());
}

/** Copies the packages into `<outdir>/node_modules`, as installed; answers the bytes copied. */
export function copyShippedPackages(root: string, shipped: ShippedPackages, outdir: string): number {
  let bytes = 0;
  for (const [path, name] of packageClosure(root, shipped.packages)) {
    const source = join(root, path);
    const leaveOut = shipped.leaveOut?.[name];
    cpSync(source, join(outdir, path), {
      recursive: true,
      filter: (file) => {
        const inner = relative(source, file);
        // Packages nested in this one are copied as dependencies of their own, if depended on.
        if (inner.split('/').includes('node_modules')) return false;
        return !(leaveOut && inner !== '' && leaveOut.test(inner));
      },
    });
    bytes += filesUnder(join(outdir, path)).reduce((sum, file) => sum + statSync(file).size, 0);
  }
  return bytes;
}
