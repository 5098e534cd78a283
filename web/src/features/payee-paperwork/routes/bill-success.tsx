import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { BillState } from '#shared/enums/bill-state.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { BillStateBadge } from '#web/components/paperwork/bill-state-badge.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { paperworkPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import styles from '../components/paperwork.module.css';
import { useDeliveryWatch } from '../lib/use-delivery-watch.ts';

/**
 * `/payee/paperwork/{id}/success` (seeds 000 §2.5): what just happened to the bill. Submitted: it
 * is on its way to the broker, and the page follows it until the background delivery has handed
 * it over. Sent to the administrator (a driver's upload): who completes and submits it next.
 */
export function BillSuccessRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = '' } = useParams();
  const { query, delivering, stillSending } = useDeliveryWatch(id);
  const bill = query.data;
  const toAdmin = bill?.state === BillState.Pending;
  const problem = bill?.state === BillState.Exception;
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  const heading = !bill
    ? ''
    : toAdmin
      ? t('paperwork.success.toAdminHeading')
      : problem
        ? t('paperwork.success.problemHeading')
        : t('paperwork.success.heading');

  return (
    <Page title={heading || t('paperwork.success.pageTitle')} isLoading={query.isPending} skeleton="show">
      {query.isError ? (
        <Alert level="error" title={notFound ? t('paperwork.show.notFoundTitle') : t('errors.errorTitle')}>
          {notFound ? t('paperwork.show.notFound') : t('paperwork.show.loadFailed')}
        </Alert>
      ) : bill ? (
        <section className={styles.success} aria-labelledby="paperwork-success">
          <span className={`${styles.successIcon} ${problem ? styles.successIconProblem : ''}`} aria-hidden="true">
            {problem ? '!' : '✓'}
          </span>
          <h1 id="paperwork-success" className={styles.successHeading}>
            {heading}
          </h1>
          <p className={styles.successText}>
            {toAdmin
              ? t('paperwork.success.toAdminText', { number: bill.loadOrInvoiceNumber, payor: bill.payorName })
              : problem
                ? t('paperwork.success.problemText', { number: bill.loadOrInvoiceNumber })
                : t('paperwork.success.text', { number: bill.loadOrInvoiceNumber, payor: bill.payorName })}
          </p>
          <dl className={styles.successFacts}>
            <div>
              <dt>{t('paperwork.summary.loadNumber')}</dt>
              <dd>{bill.loadOrInvoiceNumber}</dd>
            </div>
            <div>
              <dt>{t('paperwork.summary.payor')}</dt>
              <dd>{bill.payorName}</dd>
            </div>
            <div>
              <dt>{t('paperwork.summary.total')}</dt>
              <dd>{format.money(bill.totalAmount, bill.currencyTypeId)}</dd>
            </div>
            <div>
              <dt>{t('paperwork.summary.state')}</dt>
              <dd>
                <BillStateBadge state={bill.state} />
              </dd>
            </div>
          </dl>
          {delivering ? (
            <p className={styles.stepLine} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              {t('paperwork.show.delivering', { payor: bill.payorName })}
            </p>
          ) : stillSending ? (
            <p className={styles.muted}>{t('paperwork.show.stillSending')}</p>
          ) : bill.state === BillState.Delivered || bill.state === BillState.Submitted ? (
            <p className={styles.deliveredLine} role="status">
              {t('paperwork.success.delivered', { payor: bill.payorName })}
            </p>
          ) : null}
          <div className={styles.successActions}>
            <ButtonLink to={paperworkPaths.bill(bill.id)}>{t('paperwork.success.view')}</ButtonLink>
            <ButtonLink to={paperworkPaths.new} variant="secondary">
              {t('paperwork.success.another')}
            </ButtonLink>
            <Link to={paperworkPaths.list} className={styles.textLink}>
              {t('paperwork.success.backToList')}
            </Link>
          </div>
        </section>
      ) : null}
    </Page>
  );
}
