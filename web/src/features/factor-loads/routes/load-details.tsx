import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { FactorLoad } from '#shared/schemas/factor-loads.ts';
import { DetailHeader, Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import card from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { factorPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useFactorLoad } from '../api/get-load.ts';
import { FactorLoadStatusBadge } from '../components/load-status-badge.tsx';

/**
 * `/factor/loads/:id`: one load of the factor's invoices (issue 16): client and debtor, the lane
 * and dates, the carrier's agreed rate, and its invoices, each opening the factor's invoice page.
 * Any other id is not found.
 */
export function FactorLoadDetailsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = '' } = useParams();
  const query = useFactorLoad(id);
  const title = (number: string) => t('factorArea.loads.details.pageTitle', { number });
  const place = (where: FactorLoad['origin']) => t('factorArea.loads.place', where);
  return (
    <RecordPage
      record={query}
      title={(load) => title(load.loadNumber)}
      fallbackTitle={t('factorArea.loads.title')}
      back={{ to: factorPaths.loads, label: t('factorArea.loads.details.back') }}
      notFound={t('factorArea.loads.details.notFound')}
      loadFailed={t('factorArea.loads.loadFailed')}
    >
      {(load) => {
        const money = (cents: number) => format.money(cents, load.currencyId);
        return (
          <div className={card.stack}>
            <DetailHeader
              titleId="factor-load-title"
              eyebrow={t('factorArea.loads.details.eyebrow')}
              title={title(load.loadNumber)}
              subtitle={<Link to={factorPaths.client(load.clientId)}>{load.clientName}</Link>}
              state={<FactorLoadStatusBadge statusId={load.statusId} />}
              amountLabel={t('factorArea.loads.details.invoiced')}
              amount={<span data-testid="load-invoiced">{money(load.invoiceCents)}</span>}
            >
              <Facts>
                <Fact label={t('factorArea.loads.details.debtor')}>{load.debtorName}</Fact>
                <Fact label={t('factorArea.loads.details.origin')}>{place(load.origin)}</Fact>
                <Fact label={t('factorArea.loads.details.destination')}>{place(load.destination)}</Fact>
                <Fact label={t('factorArea.loads.details.pickup')}>{format.date(load.pickupDate)}</Fact>
                <Fact label={t('factorArea.loads.details.delivery')}>{format.date(load.deliveryDate)}</Fact>
                <Fact label={t('factorArea.loads.details.rate')}>{money(load.rateCents)}</Fact>
              </Facts>
            </DetailHeader>
            <section className={card.card} aria-labelledby="factor-load-invoices">
              <h2 id="factor-load-invoices" className={card.title}>
                {t('factorArea.loads.details.invoices')}
              </h2>
              <div className={dataTable.tableWrap}>
                <table className={`${dataTable.table} ${listPage.table}`}>
                  <thead>
                    <tr>
                      <th scope="col">{t('factorArea.loads.details.invoice')}</th>
                      <th scope="col" className={listPage.hideMobile}>
                        {t('factorArea.loads.details.uploaded')}
                      </th>
                      <th scope="col">{t('factorArea.loads.columns.status')}</th>
                      <th scope="col" className={listPage.num}>
                        {t('factorArea.loads.details.amount')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {load.invoices.map((invoice) => (
                      <tr key={invoice.id} data-testid="factor-load-invoice">
                        <td>
                          <Link to={factorPaths.invoice(invoice.id)} className={listPage.numberLink}>
                            {invoice.invoiceNumber}
                          </Link>
                        </td>
                        <td className={listPage.hideMobile}>{format.date(invoice.uploadedDate)}</td>
                        <td>{t(`factorArea.invoices.statuses.${invoice.status}`)}</td>
                        <td className={listPage.num}>{money(invoice.grossCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </div>
        );
      }}
    </RecordPage>
  );
}
