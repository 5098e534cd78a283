import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { payorInvoiceRoles } from '#shared/permissions/payor.ts';
import { hasAnyRole } from '#shared/permissions/roles.ts';
import type { PayorLoad } from '#shared/schemas/payor-loads.ts';
import { StatusBadge } from '#web/components/invoices/status-badge.tsx';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import detailPage from '#web/components/layouts/detail-page.module.css';
import { DetailHeader, Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { ShowPage } from '#web/components/layouts/show-page.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { payorInvoicesPaths, payorLoadsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { usePayorLoad } from '../api/get-load.ts';
import { AdvancePanel } from '../components/advance-panel.tsx';
import { LoadStatusBadge } from '../components/load-badges.tsx';
import styles from '../components/payor-loads.module.css';

/**
 * `/payor/loads/:id`: one of the payor's loads (seeds 001 §2): the carrier, lane, dates and agreed
 * rate; the invoices and paperwork carrying its number (each invoice opens its invoice page); its
 * status history; and its advance. Another payor's load is not found.
 */
export function PayorLoadDetailsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = '' } = useParams();
  const query = usePayorLoad(id);
  const mayRequest = hasAnyRole(useAreaShell().user.authRoles, payorInvoiceRoles);
  return (
    <RecordPage
      record={query}
      title={(load) => t('payorLoads.details.pageTitle', { number: load.loadNumber })}
      fallbackTitle={t('payorLoads.title')}
      back={{ to: payorLoadsPaths.list, label: t('payorLoads.details.back') }}
      notFound={t('payorLoads.details.notFound')}
      loadFailed={t('payorLoads.loadFailed')}
    >
      {(load) => (
        <ShowPage
          main={
            <>
              <DetailHeader
                titleId="payor-load-title"
                title={t('payorLoads.details.pageTitle', { number: load.loadNumber })}
                subtitle={load.carrierName}
                state={<LoadStatusBadge statusId={load.statusId} />}
                amountLabel={t('payorLoads.details.rate')}
                amount={format.money(load.rateCents, load.currencyId)}
              >
                <Facts>
                  <Fact label={t('payorLoads.details.origin')}>{t('payorLoads.place', load.origin)}</Fact>
                  <Fact label={t('payorLoads.details.destination')}>{t('payorLoads.place', load.destination)}</Fact>
                  <Fact label={t('payorLoads.details.pickupDate')}>{format.date(load.pickupDate)}</Fact>
                  <Fact label={t('payorLoads.details.deliveryDate')}>{format.date(load.deliveryDate)}</Fact>
                  <Fact label={t('payorLoads.details.currency')}>{format.currencyCode(load.currencyId)}</Fact>
                  <Fact label={t('payorLoads.details.created')}>{format.instantDate(load.createdAt)}</Fact>
                </Facts>
              </DetailHeader>
              <LoadInvoices load={load} />
              <LoadBills load={load} />
              <LoadHistory load={load} />
            </>
          }
          aside={<AdvancePanel load={load} mayRequest={mayRequest} />}
        />
      )}
    </RecordPage>
  );
}

function LoadInvoices({ load }: { load: PayorLoad }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className={detailPage.card} aria-labelledby="load-invoices-title">
      <h2 id="load-invoices-title" className={detailPage.cardTitle}>
        {t('payorLoads.details.invoices')}
      </h2>
      {load.invoices.length === 0 ? (
        <p className={styles.muted}>{t('payorLoads.details.noInvoices')}</p>
      ) : (
        <ul className={styles.rows} data-testid="load-invoices">
          {load.invoices.map((invoice) => (
            <li key={invoice.id} className={styles.row}>
              <span className={styles.rowMain}>
                <Link to={payorInvoicesPaths.invoice(invoice.id)} className={listPage.numberLink}>
                  {t('payorLoads.details.invoiceNumber')} {invoice.invoiceNumber}
                </Link>
                <span className={styles.muted}>
                  {t('payorLoads.details.uploaded')} {format.date(invoice.uploadedDate)}
                </span>
              </span>
              <StatusBadge statusId={invoice.statusId} />
              <span className={styles.rowAmount}>{format.money(invoice.grossCents, load.currencyId)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LoadBills({ load }: { load: PayorLoad }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className={detailPage.card} aria-labelledby="load-bills-title">
      <h2 id="load-bills-title" className={detailPage.cardTitle}>
        {t('payorLoads.details.bills')}
      </h2>
      {load.bills.length === 0 ? (
        <p className={styles.muted}>{t('payorLoads.details.noBills')}</p>
      ) : (
        <ul className={styles.rows} data-testid="load-bills">
          {load.bills.map((bill) => (
            <li key={bill.id} className={styles.row}>
              <span className={styles.rowMain}>
                <strong>{t(`payorLoads.details.billStates.${bill.state}`)}</strong>
                <span className={styles.muted}>
                  {t('payorLoads.details.billCreated')} {format.date(bill.createdDate)} ·{' '}
                  {t('payorLoads.details.billDocuments')} {format.count(bill.documentCount)}
                </span>
              </span>
              <span className={styles.rowAmount}>{format.money(bill.chargesCents, load.currencyId)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LoadHistory({ load }: { load: PayorLoad }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className={detailPage.card} aria-labelledby="load-history-title">
      <h2 id="load-history-title" className={detailPage.cardTitle}>
        {t('payorLoads.details.history')}
      </h2>
      <ul className={styles.rows}>
        {[...load.statusHistory].reverse().map((entry) => (
          <li key={`${entry.at}-${entry.statusId}`} className={styles.row}>
            <LoadStatusBadge statusId={entry.statusId} />
            <span className={styles.muted}>
              {format.dateTime(entry.at)}
              {entry.byName ? ` · ${t('payorLoads.details.historyBy', { name: entry.byName })}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
