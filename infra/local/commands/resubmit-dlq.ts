import { parseArgs } from 'node:util';
import { connectToLocalStack } from '../connect.ts';

/**
 * `npm run resubmit:dlq [-- --redrive [<messageId>…]]` on the running local stack (PORT, default
 * 3000): lists the resubmit queue's dead letters (message id, bill id, receive count, the worker's
 * first and last error) as JSON lines, or with `--redrive` moves them (all, or the given message
 * ids) back to the resubmit queue, where the worker takes them again. Each message is sent again
 * before it is deleted from the dead-letter queue, so none is lost. Exit code 1 when some could not
 * be moved.
 */
const usage = 'Usage: npm run resubmit:dlq [-- --redrive [<messageId>…]]';
let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { redrive: { type: 'boolean', default: false } },
  });
}
try {
  parsed = parse();
} catch {
  console.error(usage);
  process.exit(2);
}
if (!parsed.values.redrive && parsed.positionals.length > 0) {
  console.error(usage);
  process.exit(2);
}

await connectToLocalStack(`http://localhost:${process.env.PORT ?? 3000}`);
// Functions code reads its environment when loaded, so it is imported once connected.
const { localResubmitQueues, runDeadLetterCommand } = await import('./dead-letters.ts');
process.exitCode = await runDeadLetterCommand({
  queues: await localResubmitQueues(),
  redrive: parsed.values.redrive,
  messageIds: parsed.positionals,
  print: (line) => console.log(line),
});
