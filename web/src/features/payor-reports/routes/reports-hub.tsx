import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layouts/page.tsx';
import { LinkTiles } from '#web/components/ui/link-tiles.tsx';
import { areaRoutes } from '#web/config/paths.ts';

/** The ten report screens of seeds 001 §2, in the seeds' order, each by its words' key. */
const reports = [
  ['billingReport', areaRoutes.payor.billingReport],
  ['creditLimitReport', areaRoutes.payor.creditLimitReport],
  ['invoiceRefundsReport', areaRoutes.payor.invoiceRefundsReport],
  ['invoiceReview', areaRoutes.payor.invoiceReview],
  ['revenueShare', areaRoutes.payor.revenueShare],
  ['previousSettlements', areaRoutes.payor.previousSettlements],
  ['gotpFees', areaRoutes.payor.gotpFees],
  ['previousWeeklySettlements', areaRoutes.payor.previousWeeklySettlements],
  ['holdsReport', areaRoutes.payor.holdsReport],
  ['unreconciledFundsReport', areaRoutes.payor.unreconciledFundsReport],
] as const;

/**
 * `/payor/reports`: the payor's reports (seeds 001 §2, for brokers: the `brokerReports` rule of the
 * route table), each with a line saying what it shows. Every report shares the hub's rule, so a
 * user who may open the hub may open each of them.
 */
export function ReportsHubRoute() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('payorLedgerReports.hub.title')}
      heading={t('payorLedgerReports.hub.title')}
      intro={t('payorLedgerReports.hub.intro')}
    >
      <LinkTiles
        testId="report-link"
        tiles={reports.map(([key, to]) => ({
          key,
          to,
          title: t(`payorLedgerReports.hub.reports.${key}.title`),
          description: t(`payorLedgerReports.hub.reports.${key}.description`),
        }))}
      />
    </Page>
  );
}
