import { displayTimeZone } from '#shared/constants/dates.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import { serverMessages } from '#shared/i18n/server-messages.ts';

/** What the fraud guard's email says, in the recipient's language. */
export type NoticeEmailInput = {
  language: Language;
  factorName: string;
  carrierName: string;
  /** The payors whose payments move; null for a blanket notice (all of them). */
  payorNames: readonly string[] | null;
  coolingOffEndsAt: string;
  /** The carrier's notice page, where it disputes the notice. */
  link: string;
};

/**
 * The fraud guard's notice to one of the carrier's admins: who now receives which payments, from
 * when (the end of the cooling-off window, in the portal's time zone and the reader's language),
 * and where to dispute it. The words are the recipient's: a carrier who reads Spanish must not
 * miss a notice that its money is moving.
 */
export function noticeEmail(input: NoticeEmailInput): { subject: string; body: string } {
  const t = catalogTranslator(serverMessages, input.language);
  const coolingOffEnds = new Intl.DateTimeFormat(input.language, {
    timeZone: displayTimeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(input.coolingOffEndsAt));
  const payors =
    input.payorNames === null
      ? t('emails.noaNotice.allPayors')
      : new Intl.ListFormat(input.language, { type: 'conjunction' }).format(input.payorNames);
  const params = {
    factor: input.factorName,
    carrier: input.carrierName,
    payors,
    coolingOffEnds,
    link: input.link,
  };
  return { subject: t('emails.noaNotice.subject', params), body: t('emails.noaNotice.body', params) };
}
