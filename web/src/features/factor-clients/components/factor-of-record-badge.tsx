import { useTranslation } from 'react-i18next';
import { FactorOfRecordState } from '#shared/schemas/factor-clients.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

/** Being the factor of record is what pays the factor; another factor of record holds its invoices. */
const tones: Record<FactorOfRecordState, BadgeTone> = {
  [FactorOfRecordState.ThisFactor]: 'success',
  [FactorOfRecordState.OtherFactor]: 'error',
  [FactorOfRecordState.None]: 'neutral',
};

/** Whether the factor is the client's factor of record, in the factor's words. */
export function FactorOfRecordBadge({ state }: { state: FactorOfRecordState }) {
  const { t } = useTranslation();
  return <Badge tone={tones[state]}>{t(`factorArea.clients.factorOfRecord.${state}`)}</Badge>;
}
