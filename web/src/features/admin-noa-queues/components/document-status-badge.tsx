import { useTranslation } from 'react-i18next';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const tones: Partial<Record<DocumentStatus, BadgeTone>> = {
  [DocumentStatus.Complete]: 'success',
  [DocumentStatus.Removed]: 'neutral',
  [DocumentStatus.Deprecated]: 'neutral',
  [DocumentStatus.ActionConflict]: 'warning',
  [DocumentStatus.PendingNewFactor]: 'warning',
  [DocumentStatus.PendingLorValidation]: 'warning',
  [DocumentStatus.ConversionError]: 'error',
  [DocumentStatus.ConversionErrorNotified]: 'error',
  [DocumentStatus.FraudInvestigation]: 'error',
  [DocumentStatus.FraudConfirmed]: 'error',
};

/** A document's status code (seeds 001 §3) in words; problems stand out, work in hand is in progress. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status] ?? 'progress'}>{t(`noaDocuments.statuses.${status}`)}</Badge>;
}
