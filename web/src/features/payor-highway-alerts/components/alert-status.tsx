import { useTranslation } from 'react-i18next';
import { AlertStatus } from '#shared/enums/alert.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const tones: Record<AlertStatus, BadgeTone> = {
  [AlertStatus.ActiveAlert]: 'warning',
  [AlertStatus.HeldAlert]: 'error',
  [AlertStatus.HeldExpiredAlert]: 'neutral',
  [AlertStatus.Ignored]: 'info',
};

export function AlertStatusBadge({ statusId }: { statusId: AlertStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[statusId]} data-testid="alert-status">
      {t(`highwayAlerts.statuses.${statusId}`)}
    </Badge>
  );
}
