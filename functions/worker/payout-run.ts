import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { logger } from '../lib/logger.ts';
import { runPayouts } from '../services/payout-run.ts';

/** The scheduled payout run (EventBridge in production, a timer under `npm start`). */
export const handler = middy(async () => runPayouts()).use(injectLambdaContext(logger, { resetKeys: true }));
