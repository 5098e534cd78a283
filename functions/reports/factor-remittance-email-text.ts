import { factorRemittanceEmailMessages } from '#shared/i18n/factor-remittance-email-messages.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import type { RemittanceEmailContent } from '../domain/factor-area/remittance-email.ts';
import {
  calendarDateFormatter,
  currencyCodeOf,
  moneyFormatter,
  pluralTranslator,
  reportLocales,
} from './report-format.ts';

export type RemittanceEmailInput = {
  language: Language;
  factorName: string;
  /** The day the payments were made (YYYY-MM-DD, Chicago). */
  day: string;
  content: RemittanceEmailContent;
  /** The payment's page in the factor area, where its remittance files are. */
  paymentLink: (paymentId: string) => string;
  profileLink: string;
};

/**
 * The remittance email's subject and plain-text body in the reader's language: each payment with
 * its amount, account and page, one line per invoice, then the totals per currency. Amounts and the
 * day are formatted as the reader's workbook formats them.
 */
export function remittanceEmail(input: RemittanceEmailInput): { subject: string; body: string } {
  const locale = reportLocales[input.language];
  const t = catalogTranslator(factorRemittanceEmailMessages, input.language);
  const plural = pluralTranslator(t, locale);
  const money = moneyFormatter(locale);
  const date = calendarDateFormatter(locale)(input.day);
  const factor = input.factorName;
  const key = (name: string) => `factorRemittanceEmail.${name}`;
  const sections = input.content.payments.map((payment) =>
    [
      t(key('payment'), {
        code: payment.code,
        amount: money(payment.netCents, payment.currencyId),
        account: payment.bankAccountName,
      }),
      t(key('link'), { link: input.paymentLink(payment.id) }),
      ...payment.lines.map(
        (line) =>
          `- ${t(key('line'), {
            debtor: line.debtorName,
            client: line.clientName,
            invoice: line.invoiceNumber,
            load: line.loadNumber,
            gross: money(line.grossCents, payment.currencyId),
            fee: money(line.feeCents, payment.currencyId),
            net: money(line.netCents, payment.currencyId),
          })}`,
      ),
    ].join('\n'),
  );
  const totals = input.content.totals.map(
    (total) =>
      `- ${plural(key('total'), total.invoices, {
        currency: currencyCodeOf(total.currencyId),
        gross: money(total.grossCents, total.currencyId),
        fee: money(total.feeCents, total.currencyId),
        net: money(total.netCents, total.currencyId),
        paid: money(total.paidCents, total.currencyId),
      })}`,
  );
  const body = [
    plural(key('intro'), input.content.payments.length, { factor, date }),
    ...sections,
    [t(key('totals')), ...totals].join('\n'),
    t(key('footer'), { factor, profile: input.profileLink }),
  ].join('\n\n');
  return { subject: t(key('subject'), { date, factor }), body };
}
