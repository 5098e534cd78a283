import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AlertStatus } from '#shared/enums/alert.ts';
import { NavIcon } from '#web/components/layouts/area-shell/icons.tsx';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import {
  CardContent,
  CardEmpty,
  CardList,
  CardListItem,
  DashboardCard,
  type DashboardCardSpan,
  Figure,
  Figures,
} from '#web/components/ui/dashboard-card.tsx';
import { highwayAlertsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useOpenAlerts } from '../api/get-open-alerts.ts';

const tones: Record<AlertStatus, BadgeTone> = {
  [AlertStatus.ActiveAlert]: 'warning',
  [AlertStatus.HeldAlert]: 'error',
  [AlertStatus.HeldExpiredAlert]: 'neutral',
  [AlertStatus.Ignored]: 'info',
};

/**
 * Highway alerts still open (highway subscribers): how many carriers failed a vetting check, and
 * the newest of them, each opening its alert; the carrier's new invoices are held meanwhile.
 */
export function AlertsCard({ span }: { span: DashboardCardSpan }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const alerts = useOpenAlerts(true);
  return (
    <DashboardCard
      name="alerts"
      title={t('payorDashboard.alerts.title')}
      icon={<NavIcon id="carriers" />}
      span={span}
      footer={
        <>
          <span />
          <Link to={highwayAlertsPaths.list}>{t('payorDashboard.alerts.viewAll')} →</Link>
        </>
      }
    >
      <CardContent query={alerts} failed={t('payorDashboard.alerts.failed')}>
        {(page) =>
          page.totalCount === 0 ? (
            <CardEmpty>{t('payorDashboard.alerts.empty')}</CardEmpty>
          ) : (
            <>
              <Figures>
                <Figure
                  name="open-alerts"
                  label={t('payorDashboard.alerts.open')}
                  value={format.count(page.totalCount)}
                  note={t('payorDashboard.alerts.holding')}
                  tone="error"
                  to={highwayAlertsPaths.list}
                />
              </Figures>
              <CardList title={t('payorDashboard.alerts.newest')}>
                {page.items.map((alert) => (
                  <CardListItem
                    key={alert.id}
                    name={String(alert.id)}
                    title={<Link to={highwayAlertsPaths.alert(alert.id)}>{alert.carrierName}</Link>}
                  >
                    <Badge tone={tones[alert.statusId]}>{t(`payorDashboard.alerts.statuses.${alert.statusId}`)}</Badge>
                    {alert.heldInvoiceCount > 0 ? (
                      <span>{t('payorDashboard.alerts.held', { count: alert.heldInvoiceCount })}</span>
                    ) : null}
                  </CardListItem>
                ))}
              </CardList>
            </>
          )
        }
      </CardContent>
    </DashboardCard>
  );
}
