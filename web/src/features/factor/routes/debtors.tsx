import { useTranslation } from 'react-i18next';
import { AreaWelcome } from '#web/components/layouts/area-welcome.tsx';
import { Page } from '#web/components/layouts/page.tsx';

/** `/factor/payors` (Debtors), the factor landing page (seeds 001 §2). The debtors list comes with its issue. */
export function FactorDebtorsRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('areas.factor.pageTitle')}>
      <AreaWelcome intro={t('areas.factor.intro')} />
    </Page>
  );
}
