import { useTranslation } from 'react-i18next';
import { LoadStatus } from '#shared/enums/load-status.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const tones: Record<LoadStatus, BadgeTone> = {
  [LoadStatus.Booked]: 'info',
  [LoadStatus.InTransit]: 'progress',
  [LoadStatus.Delivered]: 'success',
  [LoadStatus.Invoiced]: 'warning',
  [LoadStatus.Paid]: 'neutral',
  [LoadStatus.Cancelled]: 'neutral',
};

/** A load's status as a coloured pill. */
export function FactorLoadStatusBadge({ statusId }: { statusId: LoadStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[statusId]}>{t(`factorArea.loads.statuses.${statusId}`)}</Badge>;
}
