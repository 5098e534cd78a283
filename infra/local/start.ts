import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localMfaCode } from './emulators.ts';
import { startLocalStack } from './local-stack.ts';
import { demoAccounts, demoPassword } from './seed/demo-accounts.ts';

/** `npm start`: the whole portal on http://localhost:$PORT (3000) with demo data. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.LANEPAY_DATA_DIR ?? `${root}/.data`;
const log = (line: string) => console.log(line);
// `npm run bench` measures pages over HTTP/2 as CloudFront serves them: a certificate of its own
// and a port for it (test/bench/run.ts).
const { LANEPAY_TLS_PORT, LANEPAY_TLS_CERT_FILE, LANEPAY_TLS_KEY_FILE } = process.env;
const tls =
  LANEPAY_TLS_PORT && LANEPAY_TLS_CERT_FILE && LANEPAY_TLS_KEY_FILE
    ? {
        port: Number(LANEPAY_TLS_PORT),
        cert: readFileSync(LANEPAY_TLS_CERT_FILE, 'utf8'),
        key: readFileSync(LANEPAY_TLS_KEY_FILE, 'utf8'),
      }
    : undefined;

const started = Date.now();
const stack = await startLocalStack({ root, port, dataDir, log, ...(tls ? { tls } : {}) });

log(`
LanePay is running at ${stack.origin}   (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

Demo accounts (password ${demoPassword}):
${demoAccounts.map((a) => `  ${a.email.padEnd(20)} ${a.description}`).join('\n')}

MFA: every text code is ${localMfaCode} locally (cognito-local's fixed CODE); texts and emails the
portal sends are printed here as [outbox] lines. Data is kept in ${dataDir}; \`npm run reset\` wipes it.
Ctrl-C stops everything.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log('\nStopping LanePay…');
    await stack.stop();
    process.exit(0);
  });
}
