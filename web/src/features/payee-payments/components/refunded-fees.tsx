import { useTranslation } from 'react-i18next';
import type { PaymentDetails } from '#shared/schemas/payee-payments.ts';
import { InvoiceAmountsCard } from './invoice-amounts-card.tsx';

/**
 * A term fee refund's invoices: those of the refunded payment whose QuickPay fee it returns, each
 * with the invoice's amount, the fee charged and the fee refunded, and their totals (the refunded
 * fees add up to the payment's gross).
 */
export function RefundedFees({ payment }: { payment: PaymentDetails }) {
  const { t } = useTranslation();
  return (
    <InvoiceAmountsCard
      id="refunded-fees-heading"
      title={t('payments.details.refundedFees')}
      hint={payment.refundOf ? t('payments.details.refundedFeesHint', { code: payment.refundOf.code }) : undefined}
      invoices={payment.refundedFees}
      currencyId={payment.currencyId}
      columns={[
        { label: 'payments.details.invoiceAmount', cents: (invoice) => invoice.grossCents },
        { label: 'payments.details.feeCharged', cents: (invoice) => invoice.feeCents },
        { label: 'payments.details.feeRefunded', cents: (invoice) => invoice.refundedFeeCents },
      ]}
    />
  );
}
