import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { currencyCodes } from '#shared/enums/currency.ts';
import type { PayorRelationshipDetails } from '#shared/schemas/payor-relationships.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { BackLink } from '#web/components/ui/back-link.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import dataTable from '#web/components/ui/data-table.module.css';
import { carriersPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useCarrier } from '../api/get-carrier.ts';
import { bpsAsPercent, ClaimedBadge, ContactList, carrierNumbers, TermText } from '../components/carrier-facts.tsx';
import styles from '../components/carriers.module.css';
import { DenyListAction } from '../components/deny-list-action.tsx';

/**
 * `/payor/relationships/:id`: one carrier (seeds 001 §3 "Payee relationship"): connected or not,
 * factor, default term and QuickPay fee, contact methods, open invoices, and paperwork access
 * (the carrier deny list).
 */
export function CarrierDetailsRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const carrier = useCarrier(id);
  const back = <BackLink to={carriersPaths.list}>{t('carriers.details.back')}</BackLink>;
  const data = carrier.data;
  const notFound = carrier.error instanceof ApiError && [400, 404].includes(carrier.error.status);
  return (
    <Page title={data ? data.payee.name : t('carriers.title')} isLoading={carrier.isPending} skeleton="show">
      {data ? (
        <ShowPage
          title={
            <span className={styles.titleBlock}>
              {back}
              <span>{data.payee.name}</span>
            </span>
          }
          main={
            <div className={styles.column}>
              <Summary data={data} />
              <OpenInvoices data={data} />
            </div>
          }
          aside={
            <div className={styles.column}>
              <section className={`${cardStyles.card} ${cardStyles.snug}`} aria-labelledby="contacts-title">
                <h2 id="contacts-title">{t('carriers.details.contacts')}</h2>
                {data.contactMethods.length === 0 ? (
                  <p className={styles.muted}>{t('carriers.details.noContacts')}</p>
                ) : (
                  <ContactList methods={data.contactMethods} />
                )}
              </section>
              <DenyListAction payeeId={data.payee.id} payeeName={data.payee.name} />
            </div>
          }
        />
      ) : (
        <div className={styles.problem}>
          {back}
          <Alert level={notFound ? 'info' : 'error'}>
            {notFound ? t('carriers.details.notFound') : t('carriers.details.loadFailed')}
          </Alert>
        </div>
      )}
    </Page>
  );
}

function Summary({ data }: { data: PayorRelationshipDetails }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const connection = data.claimedAt
    ? t('carriers.details.claimedOn', { date: format.instantDate(data.claimedAt) })
    : data.invitedAt
      ? t('carriers.details.invitedOn', { date: format.instantDate(data.invitedAt) })
      : t('carriers.details.notClaimed');
  return (
    <section className={`${cardStyles.card}`} aria-labelledby="summary-title">
      <div className={styles.tileHead}>
        <div>
          <h2 id="summary-title">{t('carriers.details.summary')}</h2>
          <div className={styles.muted}>{carrierNumbers(t, data)}</div>
        </div>
        <ClaimedBadge isClaimed={data.isClaimed} />
      </div>
      <div className={styles.tileFigures}>
        <span className={styles.amount}>{format.money(data.availableInvoiceAmount, data.currencyType.id)}</span>
        <span className={styles.muted}>{t('carriers.invoiceCount', { count: data.availableInvoiceCount })}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('carriers.columns.status')}</dt>
        <dd>{connection}</dd>
        <dt>{t('carriers.details.factor')}</dt>
        <dd>{data.assignedFactor?.name ?? t('carriers.noFactor')}</dd>
        <dt>{t('carriers.details.currency')}</dt>
        <dd>{currencyCodes[data.currencyType.id as keyof typeof currencyCodes] ?? t('carriers.none')}</dd>
        <dt>{t('carriers.details.defaultTerm')}</dt>
        <dd>
          <TermText term={data.defaultPaymentTerm} />
        </dd>
        <dt>{t('carriers.details.quickPayFee')}</dt>
        <dd>{data.quickPayFeeBps === null ? t('carriers.details.notOffered') : bpsAsPercent(data.quickPayFeeBps)}</dd>
      </dl>
    </section>
  );
}

function OpenInvoices({ data }: { data: PayorRelationshipDetails }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className={cardStyles.card} aria-labelledby="invoices-title">
      <h2 id="invoices-title">{t('carriers.details.invoices')}</h2>
      {data.recentInvoices.length === 0 ? (
        <p className={styles.muted}>{t('carriers.details.noInvoices')}</p>
      ) : (
        <div className={dataTable.tableWrap}>
          <table
            className={`${dataTable.table} ${dataTable.cells} ${dataTable.stackOnPhones} ${dataTable.labelledOnPhones}`}
          >
            <thead>
              <tr>
                <th scope="col">{t('carriers.details.invoiceNumber')}</th>
                <th scope="col">{t('carriers.details.loadNumber')}</th>
                <th scope="col">{t('carriers.details.uploaded')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('carriers.details.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.recentInvoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td data-label={t('carriers.details.invoiceNumber')}>{invoice.invoiceNumber}</td>
                  <td data-label={t('carriers.details.loadNumber')}>{invoice.loadNumber}</td>
                  <td data-label={t('carriers.details.uploaded')}>{format.date(invoice.uploadedDate)}</td>
                  <td data-label={t('carriers.details.amount')} className={styles.numeric}>
                    {format.money(invoice.grossCents, data.currencyType.id)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
