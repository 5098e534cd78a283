import { parseArgs } from 'node:util';
import { connectToLocalStack } from '../connect.ts';

/**
 * `npm run resubmit:sweep [-- --payee <payeeId>…]` on the running local stack (PORT, default 3000):
 * sends the resubmit message of every bill stranded in `sent` (its marker older than the queue's
 * visibility window) again, as the scheduled sweep does (`npm start` also sweeps every minute), and
 * prints what it did as one JSON line. `--payee` limits it to those carriers' bills. Exit code 1
 * when the queue refused some (the next sweep sends them).
 */
const usage = 'Usage: npm run resubmit:sweep [-- --payee <payeeId>…]';
let payeeIds: Set<number> | undefined;
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { payee: { type: 'string', multiple: true } },
  });
  if (values.payee) {
    payeeIds = new Set(values.payee.map(Number));
    if ([...payeeIds].some((id) => !Number.isInteger(id) || id <= 0)) throw new Error(usage);
  }
} catch {
  console.error(usage);
  process.exit(2);
}

await connectToLocalStack(`http://localhost:${process.env.PORT ?? 3000}`);
// Functions code reads its environment when loaded, so it is imported once connected.
const { localResubmitQueues } = await import('./dead-letters.ts');
const { sweepSentBills } = await import('#functions/services/bill-sent-sweep.ts');
const { queueUrl } = await localResubmitQueues();
const result = await sweepSentBills({ queueUrl, ...(payeeIds ? { payeeIds } : {}) });
console.log(JSON.stringify(result));
process.exitCode = result.failed > 0 ? 1 : 0;
