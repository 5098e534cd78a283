import { randomUUID } from 'node:crypto';
import type { FactorPayment } from '#shared/schemas/factor-payments.ts';
import { remittanceEmailContent, remittanceLanguage } from '../domain/factor-area/remittance-email.ts';
import { config } from '../lib/config.ts';
import { logger } from '../lib/logger.ts';
import { remittanceEmail } from '../reports/factor-remittance-email-text.ts';
import { getCompany } from '../repositories/companies.ts';
import { listFactorPaymentsPaidOn } from '../repositories/factor-paid-days.ts';
import { getFactorProfile } from '../repositories/factor-profile.ts';
import {
  getRemittanceNotice,
  type RemittanceNoticeRecord,
  recordRemittanceNotice,
} from '../repositories/factor-remittance.ts';
import { findUserIdByEmail, getUser, type UserRecord } from '../repositories/users.ts';
import { getFactorPayment } from './factor-payments.ts';

/**
 * The daily remittance email (issue 16): each factor the payout run paid on a day gets one email at
 * its profile's remittance email, listing that day's payments to it with their invoices and totals
 * per currency. The day's factors come from the paid-day markers the payout run writes with each
 * payment (no table scan); each factor's email is written to the outbox in the same transaction as
 * its notice for the day, which is written only once, so a rerun, a retry or two runs at once send
 * nothing twice. A factor without a remittance email is recorded as skipped and gets nothing.
 */

export type RemittanceOutcome = 'sent' | 'skipped' | 'existing';

export type RemittanceRunResult = Record<RemittanceOutcome, number> & { days: string[] };

export async function sendRemittanceEmails(days: readonly string[], now = new Date()): Promise<RemittanceRunResult> {
  const result: RemittanceRunResult = { sent: 0, skipped: 0, existing: 0, days: [...days] };
  for (const day of days) {
    const paid = await listFactorPaymentsPaidOn(day);
    for (const [factorId, paymentIds] of [...paid].sort(([a], [b]) => a - b)) {
      const outcome = await sendFactorRemittance(factorId, day, paymentIds, now);
      if (outcome) result[outcome] += 1;
    }
  }
  logger.info('Remittance emails finished', { ...result });
  return result;
}

/** One factor's email for a day; null when none of the day's payments is still the factor's. */
async function sendFactorRemittance(
  factorId: number,
  day: string,
  paymentIds: readonly string[],
  now: Date,
): Promise<RemittanceOutcome | null> {
  // Only saves the work of a repeat; the notice's conditional write is what sends once.
  if (await getRemittanceNotice(factorId, day)) return 'existing';
  const [company, profile, found] = await Promise.all([
    getCompany(factorId),
    getFactorProfile(factorId),
    Promise.all(paymentIds.map((id) => getFactorPayment(factorId, id))),
  ]);
  const payments = found.filter((p): p is FactorPayment => p !== null && p.paidDate === day);
  if (!company || payments.length === 0) return null;
  const notice: RemittanceNoticeRecord = {
    factorId,
    day,
    outcome: 'skipped',
    reason: 'noRemittanceEmail',
    to: null,
    messageId: null,
    paymentIds: payments.map((p) => p.id),
    createdAt: now.toISOString(),
  };
  const to = profile.remittanceEmail;
  if (!to) return (await recordRemittanceNotice(notice, null)) ? 'skipped' : 'existing';
  const origin = config().APP_ORIGIN;
  const email = remittanceEmail({
    language: remittanceLanguage(await readersOf(factorId, to, profile.updatedByUserId)),
    factorName: company.name,
    day,
    content: remittanceEmailContent(payments),
    paymentLink: (id) => `${origin}/factor/payments/${encodeURIComponent(id)}`,
    profileLink: `${origin}/factor/profile`,
  });
  const messageId = randomUUID();
  const written = await recordRemittanceNotice(
    { ...notice, outcome: 'sent', reason: null, to, messageId },
    { id: messageId, channel: 'email', to, ...email, createdAt: now.toISOString() },
  );
  return written ? 'sent' : 'existing';
}

/** The factor's users the portal knows a language of: whoever reads the address, then who set it. */
async function readersOf(factorId: number, address: string, setterId: number | null): Promise<(UserRecord | null)[]> {
  const readerId = await findUserIdByEmail(address);
  const [reader, setter] = await Promise.all([
    readerId === null ? null : getUser(readerId),
    setterId === null ? null : getUser(setterId),
  ]);
  const ofFactor = (user: UserRecord | null) => (user?.memberships.some((m) => m.companyId === factorId) ? user : null);
  return [ofFactor(reader), ofFactor(setter)];
}
