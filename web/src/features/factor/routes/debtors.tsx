import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaWelcome } from '#web/components/layouts/area-welcome.tsx';
import { Page } from '#web/components/layouts/page.tsx';
import card from '#web/components/ui/card.module.css';

/**
 * `/factor/payors` (Debtors), the factor landing page (seeds 001 §2). The debtors list comes with its
 * issue; `children` are the page's sections (the NOA and LOR uploads, web/src/app/factor-debtors-page.tsx).
 */
export function FactorDebtorsRoute({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page title={t('areas.factor.pageTitle')}>
      <div className={card.stack}>
        <AreaWelcome intro={t('areas.factor.intro')} />
        {children}
      </div>
    </Page>
  );
}
