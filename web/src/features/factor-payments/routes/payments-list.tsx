import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { itemsPaging, ResultCount } from '#web/components/ui/pagination.tsx';
import { pageParams, writePage } from '#web/lib/list-params.ts';
import { useLatestSearchParams } from '#web/lib/use-latest-search-params.ts';
import { useFactorPayments } from '../api/get-payments.ts';
import { FactorPaymentsTable } from '../components/payments-table.tsx';

/** `/factor/payments`: what the portal paid the factor (issue 16), newest first, each opening its remittance. */
export function FactorPaymentsListRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const paged = useMemo(() => pageParams(searchParams), [searchParams]);
  const list = useFactorPayments(paged);
  const onPage = useCallback(
    (page: number) => setSearchParams(writePage(new URLSearchParams(), { ...paged, page }), { replace: true }),
    [paged, setSearchParams],
  );
  const onPageSize = useCallback(
    (pageSize: number) => setSearchParams(writePage(new URLSearchParams(), { page: 1, pageSize }), { replace: true }),
    [setSearchParams],
  );
  return (
    <ListPage
      title={t('factorArea.payments.title')}
      heading={t('factorArea.payments.title')}
      intro={t('factorArea.payments.intro')}
      list={list}
      paging={itemsPaging}
      toolbar={(page) => <ResultCount answer={page} />}
      empty={() => ({
        icon: '$',
        title: t('factorArea.payments.empty.noneTitle'),
        message: t('factorArea.payments.empty.noneMessage'),
      })}
      loadFailed={t('factorArea.payments.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(page) => <FactorPaymentsTable items={page.items} />}
    </ListPage>
  );
}
