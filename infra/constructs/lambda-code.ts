import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { bundleDirName, lambdaEntries } from '../definitions/lambda-bundling.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Bundles made by this process, one directory per entry; removed when the process exits. */
let bundleRoot: string | undefined;

function bundled(entry: string): string {
  if (!bundleRoot) {
    const root = mkdtempSync(join(tmpdir(), 'lanepay-lambda-bundles-'));
    process.on('exit', () => rmSync(root, { recursive: true, force: true }));
    bundleRoot = root;
  }
  const dir = join(bundleRoot, bundleDirName(entry));
  if (existsSync(dir)) return dir;
  // The first function of a synthesis bundles them all in one process (esbuild builds them side
  // by side); later syntheses in this process copy the results.
  const entries = [...new Set([entry, ...Object.values(lambdaEntries)])].filter(
    (candidate) => !existsSync(join(bundleRoot as string, bundleDirName(candidate))),
  );
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repositoryRoot, 'infra/bin/bundle-lambda.ts'), bundleRoot, ...entries],
    { cwd: repositoryRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (result.status !== 0 || !existsSync(dir)) {
    throw new Error(`Bundling ${entries.join(', ')} failed:\n${result.stderr || result.stdout || result.error}`);
  }
  return dir;
}

/**
 * A function's code: its handler module bundled by infra/definitions/lambda-bundling.ts (the same
 * `bundleLambda`, plugins included, that `npm run bench` measures) into `index.mjs` and its source
 * map. Local bundling only, no Docker; the asset's hash is that of the bundle, like NodejsFunction's.
 */
export function lambdaCode(entry: string): Code {
  return Code.fromAsset(repositoryRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: local bundling either succeeds or throws.
      image: DockerImage.fromRegistry('dummy'),
      // Not run; it keeps the CDK's asset cache key distinct per function.
      command: ['bundle-lambda', entry],
      local: {
        tryBundle(outputDir) {
          cpSync(bundled(entry), outputDir, { recursive: true });
          return true;
        },
      },
    },
  });
}
