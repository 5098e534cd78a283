import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DetailHeader } from '#web/components/layouts/detail-page.tsx';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import card from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { factorPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useFactorClient } from '../api/get-client.ts';
import { useClientNumbers } from '../components/client-numbers.ts';
import styles from '../components/factor-clients.module.css';
import { FactorOfRecordBadge } from '../components/factor-of-record-badge.tsx';

/**
 * `/factor/payee-relationships/:id`: one client (issue 16): whether the factor is its factor of
 * record, and per debtor assigned to the factor the cooling-off window of a new NOA and each hold
 * with its reason, since when, and what releases it. A carrier assigning nothing to the factor is
 * not found.
 */
export function FactorClientDetailsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const numbers = useClientNumbers();
  const { id = '' } = useParams();
  const query = useFactorClient(id);
  const column = (name: string) => t(`factorArea.invoices.columns.${name}`);
  return (
    <RecordPage
      record={query}
      title={(client) => client.name}
      fallbackTitle={t('factorArea.clients.title')}
      back={{ to: factorPaths.clients, label: t('factorArea.clients.details.back') }}
      notFound={t('factorArea.clients.details.notFound')}
      loadFailed={t('factorArea.clients.loadFailed')}
    >
      {(client) => (
        <div className={card.stack}>
          <DetailHeader
            titleId="factor-client-title"
            eyebrow={t('factorArea.clients.details.eyebrow')}
            title={client.name}
            subtitle={numbers(client)}
            state={<FactorOfRecordBadge state={client.factorOfRecord} />}
            amountLabel={t('factorArea.clients.details.debtorCount')}
            amount={format.count(client.debtors.length)}
            amountNote={
              <Link to={factorPaths.invoices({ payeeId: client.id })}>{t('factorArea.clients.details.invoices')}</Link>
            }
          >
            <p className={styles.note}>{t(`factorArea.clients.factorOfRecordNote.${client.factorOfRecord}`)}</p>
          </DetailHeader>
          <section className={card.card} aria-labelledby="factor-client-debtors">
            <h2 id="factor-client-debtors" className={card.title}>
              {t('factorArea.clients.details.debtorsTitle')}
            </h2>
            <div className={dataTable.tableWrap}>
              <table
                className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
              >
                <thead>
                  <tr>
                    <th scope="col">{column('debtor')}</th>
                    <th scope="col">{t('factorArea.clients.columns.holds')}</th>
                  </tr>
                </thead>
                <tbody>
                  {client.debtors.map((debtor) => (
                    <tr key={debtor.payeeRelationshipId} data-testid="factor-client-debtor">
                      <td data-label={column('debtor')}>
                        <Link to={factorPaths.invoices({ payeeId: client.id, payorId: debtor.debtorId })}>
                          {debtor.debtorName}
                        </Link>
                        {debtor.coolingOffUntil ? (
                          <span className={dataTable.cellNote}>
                            {t('factorArea.clients.details.coolingOff', {
                              date: format.dateTime(debtor.coolingOffUntil),
                            })}
                          </span>
                        ) : null}
                      </td>
                      <td data-label={t('factorArea.clients.columns.holds')}>
                        {debtor.holds.length === 0 ? (
                          <Badge tone="success">{t('factorArea.clients.details.noDebtorHolds')}</Badge>
                        ) : (
                          <ul className={styles.holds}>
                            {debtor.holds.map((hold) => (
                              <li key={`${hold.reasonId}-${hold.since}`} className={styles.hold}>
                                <Badge tone="warning">{t(`invoices.holdReasons.${hold.reasonId}`)}</Badge>
                                <span className={dataTable.cellNote}>
                                  {t('factorArea.clients.details.holdSince', { date: format.dateTime(hold.since) })}
                                </span>
                                <span className={dataTable.cellNote}>
                                  {t('factorArea.clients.details.resolvedBy', {
                                    what: t(`factorArea.clients.resolutions.${hold.resolvedBy}`),
                                  })}
                                </span>
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </div>
      )}
    </RecordPage>
  );
}
