import type { TFunction } from 'i18next';
import type { PayorDraft } from '#shared/schemas/payor-payments.ts';

/** The account a draft drew on, masked: its bank and the last four digits. */
export function fundingAccountLabel(t: TFunction, account: NonNullable<PayorDraft['fundingAccount']>): string {
  return t('payorPayments.drafts.accountMasked', {
    bank: account.bankName ?? t('payorPayments.drafts.unknownBank'),
    last4: account.accountNumberLast4,
  });
}
