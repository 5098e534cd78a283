import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { withInvocationLogger } from '../lib/logger.ts';
import { runPayouts } from '../services/payout-run.ts';

/**
 * The scheduled payout run (EventBridge in production, a timer under `npm start`). Its log lines
 * carry its own Lambda context, and only they do (functions/lib/logger.ts).
 */
export const handler = middy(withInvocationLogger(async (_event: unknown, _context: Context) => runPayouts()));
