import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { PaymentTermView } from '#shared/schemas/payee-relationships.ts';
import { useFormatters } from '#web/lib/format.ts';

/** The i18n key of a payment type's name. */
export function paymentTypeKey(paymentType: PaymentType): string {
  switch (paymentType) {
    case PaymentType.StandardPay:
      return 'relationships.terms.standardPay';
    case PaymentType.QuickPay:
      return 'relationships.terms.quickPay';
    case PaymentType.GuaranteedOnTimePay:
      return 'relationships.terms.guaranteedOnTimePay';
  }
}

/** A term's timing and fee as words: "Paid 2 days after approval · 2% fee". */
export function useTermWords() {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(
    () => ({
      name: (term: Pick<PaymentTermView, 'paymentType'>) => t(paymentTypeKey(term.paymentType)),
      /** 'Same Day' or '{{count}} days' (seeds 000 §3). */
      period: (termDays: number) =>
        termDays === 0 ? t('relationships.terms.sameDay') : t('relationships.terms.days', { count: termDays }),
      paidWhen: (termDays: number) =>
        termDays === 0 ? t('relationships.terms.paidSameDay') : t('relationships.terms.paidAfter', { count: termDays }),
      /** The fee alone, for a row already labelled 'Fee': "2%" or 'No fee'. */
      rate: (feeBps: number) =>
        feeBps === 0
          ? t('relationships.terms.noFee')
          : t('relationships.terms.percent', { percent: format.percentNumber(feeBps / 100) }),
      fee: (feeBps: number) =>
        feeBps === 0
          ? t('relationships.terms.noFee')
          : t('relationships.terms.fee', { percent: format.percentNumber(feeBps / 100) }),
    }),
    [t, format],
  );
}
