import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { monthPeriod, weekPeriod } from '../domain/statements/periods.ts';
import { withInvocationLogger } from '../lib/logger.ts';
import { runStatements, type StatementRunRequest } from '../services/statements.ts';

/**
 * What the scheduled run may be given: nothing (EventBridge's scheduled event: the last closed
 * month and week), or a month (`YYYY-MM`) or week (a date in it) to make again by hand.
 */
export type StatementRunEvent = { month?: unknown; week?: unknown } | null | undefined;

export function statementRunRequest(event: StatementRunEvent): StatementRunRequest {
  const month = typeof event?.month === 'string' ? monthPeriod(event.month) : undefined;
  const week = typeof event?.week === 'string' ? weekPeriod(event.week) : undefined;
  return { ...(month ? { month } : {}), ...(week ? { week } : {}) };
}

/**
 * The scheduled statement run (EventBridge in production, a timer under `npm start`): makes the
 * statements of the last closed month and week that are not made yet. Its log lines carry its own
 * Lambda context.
 */
export const handler = middy(
  withInvocationLogger(async (event: StatementRunEvent, _context: Context) =>
    runStatements(statementRunRequest(event)),
  ),
);
