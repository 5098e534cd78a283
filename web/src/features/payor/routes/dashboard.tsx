import { useTranslation } from 'react-i18next';
import { CompanySetting, settingAsBoolean } from '#shared/enums/company-setting.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { type DashboardCardSpan, DashboardGrid } from '#web/components/ui/dashboard-card.tsx';
import { areaRoutes } from '#web/config/paths.ts';
import { opensPage } from '#web/lib/page-access.ts';
import { AlertsCard } from '../components/alerts-card.tsx';
import { BatchesCard } from '../components/batches-card.tsx';
import { Greeting } from '../components/greeting.tsx';
import { InvoicesWaitingCard } from '../components/invoices-waiting-card.tsx';
import { NextDraftCard } from '../components/next-draft-card.tsx';
import { PaperworkWaitingCard } from '../components/paperwork-waiting-card.tsx';

/**
 * `/payor/dashboard`, the payor landing page (issue 13): what waits for the payor (its invoices to
 * review, to be paid and on hold; uploaded batches to release; carrier alerts) and its next draft,
 * each card from its own call, shown only to users who may open the page it leads to, under the
 * notice of carriers' paperwork waiting behind the paperwork terms.
 */
const routes = areaRoutes.payor;

export function PayorDashboardRoute() {
  const { t } = useTranslation();
  const { user } = useAreaShell();
  // Uploaded batches wait only under invoice review; without it they are released at once.
  const seesBatches =
    opensPage(routes.invoiceReview, user) &&
    settingAsBoolean(user.company.settings[String(CompanySetting.EnablePayorInvoiceReview)]);
  const seesAlerts = opensPage(routes.highwayAlerts, user);
  const lowerSpan: DashboardCardSpan = seesBatches && seesAlerts ? 'half' : 'full';

  return (
    <Page title={t('payorDashboard.title')} heading={t('payorDashboard.title')} intro={<Greeting user={user} />}>
      <PaperworkWaitingCard />
      <DashboardGrid>
        {opensPage(routes.invoices, user) ? (
          <InvoicesWaitingCard span="wide" mayUpload={opensPage(routes.invoiceUpload, user)} />
        ) : null}
        {opensPage(routes.payments, user) ? <NextDraftCard span="narrow" /> : null}
        {seesBatches ? <BatchesCard span={lowerSpan} /> : null}
        {seesAlerts ? <AlertsCard span={lowerSpan} /> : null}
      </DashboardGrid>
    </Page>
  );
}
