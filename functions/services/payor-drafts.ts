import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { type DraftSchedule, draftScheduleOf } from '../domain/payor-money/draft-schedule.ts';
import { planDrafts, type UndraftedPayment, undraftedPaymentOf } from '../domain/payor-money/plan-drafts.ts';
import { getCompany } from '../repositories/companies.ts';
import { recordDraftPart } from '../repositories/drafts.ts';
import { type FundingAccountSnapshot, getActiveFundingAccount } from '../repositories/funding-accounts.ts';
import { listUndraftedPayments } from '../repositories/payments.ts';

/** What the draft step wrote: drafts it added to, and the payments those cover. */
export type DraftStepResult = { drafts: number; paymentsDrafted: number };

/**
 * The payout run's draft step: drafts every payor for the payments made on its behalf whose draft
 * day has come under its schedule (domain/payor-money/draft-schedule.ts), one draft per payor,
 * currency and day, each recording the payor's funding account it draws on (the active one: a
 * replacement waiting for review is not drafted). Only undrafted payments are read and every part's write marks its payments
 * drafted in the same transaction, so repeating the step (or running two at once) drafts nothing
 * twice; a part refused because another run got there first is left to it.
 */
export async function draftPayors(now = new Date()): Promise<DraftStepResult> {
  const today = calendarDateIn(now);
  const undrafted = (await listUndraftedPayments(today))
    .map(undraftedPaymentOf)
    .filter((p): p is UndraftedPayment => p !== null);
  const schedules = new Map<number, DraftSchedule>();
  const fundingAccounts = new Map<number, FundingAccountSnapshot | null>();
  for (const payorId of new Set(undrafted.map((p) => p.payorId))) {
    const [company, fundingAccount] = await Promise.all([getCompany(payorId), getActiveFundingAccount(payorId)]);
    schedules.set(payorId, draftScheduleOf(company?.settings));
    fundingAccounts.set(payorId, fundingAccount);
  }
  let drafts = 0;
  let paymentsDrafted = 0;
  for (const draft of planDrafts(undrafted, schedules, today)) {
    let wrote = false;
    for (const part of draft.parts) {
      if (await recordDraftPart(draft, part, now.toISOString(), fundingAccounts.get(draft.payorId) ?? null)) {
        wrote = true;
        paymentsDrafted += part.paymentIds.length;
      }
    }
    if (wrote) drafts += 1;
  }
  return { drafts, paymentsDrafted };
}
