import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import card from '#web/components/ui/card.module.css';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useFactorDebtors } from '../api/get-debtors.ts';
import { FactorDebtorsTable } from '../components/debtors-table.tsx';

/**
 * `/factor/payors` (Debtors), the factor's landing page (seeds 001 §2): its debtors with their
 * clients, amounts and intake addresses; `children` are the page's other sections (the NOA and LOR
 * uploads, composed in web/src/app/factor-debtors-page.tsx since features do not import one another).
 */
export function FactorDebtorsRoute({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const debtors = useFactorDebtors();
  return (
    <Page
      title={t('factorArea.debtors.title')}
      heading={t('factorArea.debtors.title')}
      intro={t('factorArea.debtors.intro')}
    >
      <div className={card.stack}>
        <section className={card.card} aria-label={t('factorArea.debtors.label')}>
          {debtors.isPending ? (
            <Skeleton kind="table" />
          ) : debtors.isError ? (
            <Alert level="error" title={t('errors.errorTitle')}>
              {t('factorArea.debtors.loadFailed')}{' '}
              <Button variant="secondary" size="small" onClick={() => debtors.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          ) : debtors.data.items.length === 0 ? (
            <p>{t('factorArea.debtors.none')}</p>
          ) : (
            <FactorDebtorsTable debtors={debtors.data.items} />
          )}
        </section>
        {children}
      </div>
    </Page>
  );
}
