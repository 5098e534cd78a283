import { useTranslation } from 'react-i18next';
import type { PaymentDetails } from '#shared/schemas/payee-payments.ts';
import { InvoiceAmountsCard } from './invoice-amounts-card.tsx';

/** The invoices a payment paid, each with its gross, fee and net, and their totals. */
export function PaidInvoices({ payment }: { payment: PaymentDetails }) {
  const { t } = useTranslation();
  return (
    <InvoiceAmountsCard
      id="paid-invoices-heading"
      title={t('payments.details.invoices')}
      invoices={payment.invoices}
      currencyId={payment.currencyId}
      columns={[
        { label: 'payments.details.gross', cents: (invoice) => invoice.grossCents },
        { label: 'payments.details.fee', cents: (invoice) => invoice.feeCents },
        { label: 'payments.details.net', cents: (invoice) => invoice.netCents },
      ]}
    />
  );
}
