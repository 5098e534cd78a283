import { fileURLToPath } from 'node:url';
import { localMfaCode } from './emulators.ts';
import { startLocalStack } from './local-stack.ts';
import { demoAccounts, demoPassword } from './seed/demo-accounts.ts';

/** `npm start`: the whole portal on http://localhost:$PORT (3000) with demo data. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.LANEPAY_DATA_DIR ?? `${root}/.data`;
const log = (line: string) => console.log(line);

const started = Date.now();
const stack = await startLocalStack({ root, port, dataDir, log });

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
