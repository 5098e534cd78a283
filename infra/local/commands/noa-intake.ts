import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { connectToLocalStack } from '../connect.ts';

/**
 * `npm run noa:intake -- --to <intake address> --file <pdf or image> [--from <sender email>]` on
 * the running local stack (PORT, default 3000): feeds the file in as if it had been mailed to the
 * debtor's intake address (functions/services/noa-intake.ts, which a real mail receiver would call
 * for each attachment) and prints the document received as one JSON line. Exit code 1 when it is
 * refused (not an intake address, not a PDF, PNG, JPEG or TIFF, or too large).
 */
const usage = 'Usage: npm run noa:intake -- --to <address> --file <pdf> [--from <sender email>]';
let to: string;
let file: string;
let from: string | null;
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { to: { type: 'string' }, file: { type: 'string' }, from: { type: 'string' } },
  });
  if (!values.to || !values.file) throw new Error(usage);
  to = values.to;
  file = values.file;
  from = values.from ?? null;
} catch {
  console.error(usage);
  process.exit(2);
}

const bytes = new Uint8Array(await readFile(file));
await connectToLocalStack(`http://localhost:${process.env.PORT ?? 3000}`);
// Functions code reads its environment when loaded, so it is imported once connected.
const { receiveMailedNoa } = await import('#functions/services/noa-intake.ts');
const result = await receiveMailedNoa({ to, from, fileName: basename(file), bytes });
if (result.kind === 'received') {
  const { id, status, senderFactorId, declared } = result.document;
  console.log(JSON.stringify({ received: { id, status, senderFactorId, debtorPayorIds: declared?.debtorPayorIds } }));
} else {
  console.log(JSON.stringify({ refused: result.kind }));
  process.exitCode = 1;
}
