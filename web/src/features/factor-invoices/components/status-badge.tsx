import { useTranslation } from 'react-i18next';
import { FactorInvoiceStatus } from '#shared/enums/factor-invoice-status.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

/** Paid is done, approved is on its way, pending waits on the debtor, a hold asks the factor to act (the portal's most of all). */
const tones: Record<FactorInvoiceStatus, BadgeTone> = {
  [FactorInvoiceStatus.PaidToFactor]: 'success',
  [FactorInvoiceStatus.Approved]: 'info',
  [FactorInvoiceStatus.Held]: 'warning',
  [FactorInvoiceStatus.BrokerHold]: 'warning',
  [FactorInvoiceStatus.FactorMismatchHold]: 'error',
  [FactorInvoiceStatus.Pending]: 'neutral',
  [FactorInvoiceStatus.Other]: 'neutral',
};

/** An invoice's status in the factor's glossary (issue 16). */
export function FactorInvoiceStatusBadge({ status }: { status: FactorInvoiceStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`factorArea.invoices.statuses.${status}`)}</Badge>;
}
