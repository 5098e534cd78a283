import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/**
 * Reads the text of page images with tesseract.js (Tesseract compiled to WebAssembly, run in a
 * worker thread). Its English data comes from the `@tesseract.js-data/eng` package installed with
 * the portal (its LSTM "best_int" model, what tesseract.js itself would fetch by default), never
 * from the network: `langPath` is that package's directory, and nothing is cached to disk
 * (`cacheMethod: 'none'`: Lambda's file system is read-only outside /tmp, and the data is local
 * anyway). One engine per process, started on first use and kept while the process lives, so a
 * warm Lambda reads its next document without loading the model again.
 */
const require = createRequire(import.meta.url);

/** The directory of the installed English model (the package's `4.0.0_best_int`). */
export function englishDataPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

let engine: Promise<Worker> | undefined;

function textEngine(): Promise<Worker> {
  engine ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishDataPath(),
    gzip: true,
    cacheMethod: 'none',
  }).catch((error: unknown) => {
    // A failed start is not kept: the next document tries again.
    engine = undefined;
    throw error;
  });
  return engine;
}

/** The text tesseract reads on one page image (PNG). */
export async function readPageText(image: Uint8Array): Promise<string> {
  const worker = await textEngine();
  const { data } = await worker.recognize(Buffer.from(image));
  return data.text;
}

/** Stops the engine's worker thread (tests and the local server's stop; Lambda just freezes it). */
export async function closeTextReader(): Promise<void> {
  const started = engine;
  engine = undefined;
  if (started) await (await started).terminate();
}
