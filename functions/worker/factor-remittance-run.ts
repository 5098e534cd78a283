import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { defaultRemittanceDays, isCalendarDay } from '../domain/factor-area/remittance-email.ts';
import { withInvocationLogger } from '../lib/logger.ts';
import { sendRemittanceEmails } from '../services/factor-remittance-emails.ts';

/**
 * What the scheduled run may be given: nothing (EventBridge's scheduled event: the previous business
 * day and the weekend after it), or a day (`YYYY-MM-DD`, Chicago) to send by hand.
 */
export type RemittanceRunEvent = { day?: unknown } | null | undefined;

export function remittanceRunDays(event: RemittanceRunEvent, now = new Date()): string[] {
  if (event?.day === undefined) return defaultRemittanceDays(calendarDateIn(now));
  if (typeof event.day !== 'string' || !isCalendarDay(event.day)) {
    throw new Error(`The remittance run takes a day as YYYY-MM-DD, not ${JSON.stringify(event.day)}`);
  }
  return [event.day];
}

/**
 * The daily remittance emails to factors (EventBridge in production, a timer under `npm start`):
 * one email per factor paid on each day, sent once. Its log lines carry its own Lambda context.
 */
export const handler = middy(
  withInvocationLogger(async (event: RemittanceRunEvent, _context: Context) =>
    sendRemittanceEmails(remittanceRunDays(event)),
  ),
);
