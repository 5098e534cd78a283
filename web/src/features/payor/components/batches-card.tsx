import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NavIcon } from '#web/components/layouts/area-shell/icons.tsx';
import {
  CardContent,
  CardEmpty,
  CardNote,
  DashboardCard,
  type DashboardCardSpan,
  Figure,
  Figures,
} from '#web/components/ui/dashboard-card.tsx';
import { areaRoutes } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useWaitingBatches } from '../api/get-waiting-batches.ts';

/**
 * Uploaded invoice batches waiting for the payor's release (EnablePayorInvoiceReview): how many,
 * and their invoices per currency; it leads to the invoice review.
 */
export function BatchesCard({ span }: { span: DashboardCardSpan }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const batches = useWaitingBatches(true);
  return (
    <DashboardCard
      name="batches"
      title={t('payorDashboard.batches.title')}
      icon={<NavIcon id="paperwork" />}
      span={span}
      footer={
        <>
          <span />
          <Link to={areaRoutes.payor.invoiceReview}>{t('payorDashboard.batches.open')} →</Link>
        </>
      }
    >
      <CardContent query={batches} failed={t('payorDashboard.batches.failed')}>
        {(page) =>
          page.totalCount === 0 ? (
            <CardEmpty>{t('payorDashboard.batches.empty')}</CardEmpty>
          ) : (
            <>
              <Figures>
                {page.totals.map((total) => (
                  <Figure
                    key={total.currencyId}
                    name={`release-${total.currencyId}`}
                    label={t('payorDashboard.batches.toRelease')}
                    value={format.money(total.grossCents, total.currencyId)}
                    note={t('payorDashboard.invoices.count', { count: total.count })}
                    tone="brand"
                    to={areaRoutes.payor.invoiceReview}
                  />
                ))}
              </Figures>
              <CardNote>{t('payorDashboard.batches.waiting', { count: page.totalCount })}</CardNote>
            </>
          )
        }
      </CardContent>
    </DashboardCard>
  );
}
