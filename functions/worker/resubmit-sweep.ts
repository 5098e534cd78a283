import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { withInvocationLogger } from '../lib/logger.ts';
import { type SentSweepResult, sweepSentBills } from '../services/bill-sent-sweep.ts';

/**
 * The scheduled sweep of bills stranded in `sent` (EventBridge every minute deployed, a timer under
 * `npm start`, `npm run resubmit:sweep` on demand): sends their resubmit messages again
 * (functions/services/bill-sent-sweep.ts). A sweep whose messages SQS refused fails the invocation,
 * so the function's error alarm sees a queue that keeps refusing; the next sweep retries them.
 */
export const handler = middy(
  withInvocationLogger(async (_event: unknown, _context: Context): Promise<SentSweepResult> => {
    const result = await sweepSentBills();
    if (result.failed > 0) throw new Error(`The resubmit queue refused ${result.failed} stranded bill(s)`);
    return result;
  }),
);
