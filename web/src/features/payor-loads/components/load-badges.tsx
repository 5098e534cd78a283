import { useTranslation } from 'react-i18next';
import { LoadAdvanceState, LoadStatus } from '#shared/enums/load-status.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const statusTones: Record<LoadStatus, BadgeTone> = {
  [LoadStatus.Booked]: 'info',
  [LoadStatus.InTransit]: 'progress',
  [LoadStatus.Delivered]: 'success',
  [LoadStatus.Invoiced]: 'warning',
  [LoadStatus.Paid]: 'neutral',
  [LoadStatus.Cancelled]: 'neutral',
};

const advanceTones: Record<LoadAdvanceState, BadgeTone> = {
  [LoadAdvanceState.Requested]: 'info',
  [LoadAdvanceState.Paid]: 'success',
  [LoadAdvanceState.Recovered]: 'neutral',
  [LoadAdvanceState.Cancelled]: 'neutral',
};

/** A load's status as a coloured pill. */
export function LoadStatusBadge({ statusId }: { statusId: LoadStatus }) {
  const { t } = useTranslation();
  return <Badge tone={statusTones[statusId]}>{t(`payorLoads.statuses.${statusId}`)}</Badge>;
}

/** Where a load's advance stands, as a coloured pill. */
export function AdvanceBadge({ stateId }: { stateId: LoadAdvanceState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={advanceTones[stateId]} data-testid="advance-state">
      {t(`payorLoads.advanceStates.${stateId}`)}
    </Badge>
  );
}
