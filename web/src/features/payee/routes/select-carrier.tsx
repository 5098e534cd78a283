import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SelectCarrierBadge as BadgeKind } from '#shared/enums/select-carrier.ts';
import type { SelectCarrier } from '#shared/schemas/payee-dashboard.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { CheckIcon } from '#web/components/layouts/area-shell/icons.tsx';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import buttonStyles from '#web/components/ui/button.module.css';
import { Button } from '#web/components/ui/button.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import { showToast } from '#web/components/ui/toast-store.ts';
import { dashboardPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { type Formatters, useFormatters } from '#web/lib/format.ts';
import { useSelectCarrier } from '../api/get-select-carrier.ts';
import { useJoinSelectCarrier } from '../api/join-select-carrier.ts';
import styles from '../components/select-carrier.module.css';
import { SelectCarrierBadge } from '../components/select-carrier-badge.tsx';
import { TermsDialog } from '../components/terms-dialog.tsx';

/** What the success page is told by the join (it reads the membership itself when opened directly). */
export type SelectCarrierSuccessState = { electedInvoiceCount?: number };

const benefits = ['automatic', 'support', 'approvals', 'perks'] as const;

function eligibleAmount(offer: SelectCarrier, format: Formatters): string {
  return offer.eligibleInvoices.byCurrency.map((c) => format.money(c.grossCents, c.currencyId)).join(' + ');
}

/** Claimed payors offering QuickPay, with their fee (right-aligned) and whether automatic QuickPay applies. */
function PayorsTable({ offer }: { offer: SelectCarrier }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className={styles.card} aria-labelledby="select-carrier-payors">
      <h2 id="select-carrier-payors" className={styles.sectionTitle}>
        {t('dashboard.offer.payorsTitle')}
      </h2>
      {offer.payors.length === 0 ? (
        <p className={styles.muted}>{t('dashboard.offer.noPayors')}</p>
      ) : (
        <div className={dataTable.tableWrap}>
          <table className={`${dataTable.table} ${styles.table}`}>
            <caption>{t('dashboard.offer.payorsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.offer.payor')}</th>
                <th scope="col" className={styles.number}>
                  {t('dashboard.offer.fee')}
                </th>
                <th scope="col">{t('dashboard.offer.automatic')}</th>
              </tr>
            </thead>
            <tbody>
              {offer.payors.map((payor) => (
                <tr key={payor.payeeRelationshipId} data-relationship-id={payor.payeeRelationshipId}>
                  <td>{payor.payorName}</td>
                  <td className={styles.number}>{format.percent(payor.percentageFee)}</td>
                  <td className={payor.qualifies ? styles.yes : styles.no}>
                    {payor.qualifies
                      ? t('dashboard.offer.yes')
                      : payor.isFactored
                        ? t('dashboard.offer.factored')
                        : t('dashboard.offer.no')}
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

/**
 * `/payee/select-carrier` (seeds 000 §2.5, §1, §9): the Select Carrier offer at the configured rate
 * with what it means for this carrier's payors and invoices, the terms dialog, and for members
 * their membership. Joining is for a PayeeAdmin; the server enforces it too.
 */
export function SelectCarrierRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const { user, refreshUser } = useAreaShell();
  const offer = useSelectCarrier();
  const join = useJoinSelectCarrier();
  const [termsOpen, setTermsOpen] = useState(false);
  const data = offer.data;
  const member = data?.badge === BadgeKind.Member;
  const rate = data
    ? format.percent(member && data.acceptedRateBps !== null ? data.acceptedRateBps / 100 : data.ratePercentage)
    : '';

  const accept = async () => {
    const accepted = await join.mutateAsync({ isTermsAccepted: true });
    await refreshUser();
    setTermsOpen(false);
    const state: SelectCarrierSuccessState = { electedInvoiceCount: accepted.electedInvoiceCount };
    navigate(dashboardPaths.selectCarrierSuccess, { state });
  };

  const applyAgain = () => {
    join.mutate(
      { isTermsAccepted: true },
      {
        onSuccess: (accepted) =>
          showToast({
            level: 'success',
            title: t('dashboard.offer.memberTitle'),
            message: t('dashboard.offer.applied', { count: accepted.electedInvoiceCount }),
          }),
        onError: (error) =>
          showToast({
            level: 'error',
            title: t('dashboard.terms.error'),
            message: error instanceof ApiError && !error.isGeneric ? error.message : t('dashboard.errors.generic'),
          }),
      },
    );
  };

  return (
    <Page
      title={t('dashboard.offer.title')}
      heading={t('dashboard.offer.title')}
      isLoading={offer.isLoading}
      skeleton="payeeSelectCarrier"
    >
      {offer.isError ? (
        <Alert level="error" title={t('dashboard.errors.load')}>
          {offer.error instanceof ApiError && !offer.error.isGeneric
            ? offer.error.message
            : t('dashboard.errors.generic')}
        </Alert>
      ) : data ? (
        <div className={styles.layout}>
          <div className={styles.main}>
            <section
              className={`${styles.card} ${styles.hero}`}
              aria-labelledby="select-carrier-offer"
              data-badge={data.badge}
            >
              <div className={styles.heroTop}>
                <h2 id="select-carrier-offer" className={styles.sectionTitle}>
                  {member ? t('dashboard.offer.memberTitle') : t('dashboard.offer.heroTitle')}
                </h2>
                <SelectCarrierBadge badge={data.badge} />
              </div>
              <p className={styles.intro}>{t('dashboard.offer.intro')}</p>
              <div className={styles.rateBlock}>
                <span className={styles.rateFigure}>
                  <span className={styles.rateLabel}>{t('dashboard.offer.rateLabel')}</span>
                  <span className={styles.rate} data-rate={data.rateBps}>
                    {rate}
                  </span>
                </span>
                <span className={styles.rateHelp}>{t('dashboard.offer.rateHelp')}</span>
              </div>

              {member ? (
                <>
                  <p>
                    {data.acceptedAt
                      ? t('dashboard.offer.memberSince', {
                          date: format.date(data.acceptedAt.slice(0, 10)),
                          name: data.acceptedByName ?? '',
                          rate,
                        })
                      : t('dashboard.offer.memberRate', { rate })}
                  </p>
                  {data.eligibleInvoices.count > 0 ? (
                    <div className={styles.actions}>
                      <span>
                        {t('dashboard.offer.memberEligible', {
                          count: data.eligibleInvoices.count,
                          amount: eligibleAmount(data, format),
                        })}
                      </span>
                      <Button variant="secondary" size="small" busy={join.isPending} onClick={applyAgain}>
                        {t('dashboard.offer.apply')}
                      </Button>
                    </div>
                  ) : null}
                </>
              ) : data.badge === BadgeKind.Factored ? (
                <Alert level="warning" title={t('dashboard.offer.factoredTitle')}>
                  {t('dashboard.offer.factoredText')}
                </Alert>
              ) : (
                <>
                  <p className={styles.muted}>
                    {data.eligibleInvoices.count > 0
                      ? t('dashboard.offer.eligible', {
                          count: data.eligibleInvoices.count,
                          amount: eligibleAmount(data, format),
                        })
                      : t('dashboard.offer.eligibleNone')}
                  </p>
                  {data.badge === BadgeKind.Disabled ? (
                    <Alert level="info" title={t('dashboard.offer.disabledTitle')}>
                      {t('dashboard.offer.disabledText')}
                    </Alert>
                  ) : (
                    <div className={styles.actions}>
                      <Button onClick={() => setTermsOpen(true)}>{t('dashboard.offer.join')}</Button>
                    </div>
                  )}
                </>
              )}
            </section>
            <PayorsTable offer={data} />
          </div>

          <aside className={styles.aside}>
            <section className={styles.card} aria-labelledby="select-carrier-benefits">
              <h2 id="select-carrier-benefits" className={styles.sectionTitle}>
                {t('dashboard.offer.benefitsTitle')}
              </h2>
              <ul className={styles.benefits}>
                {benefits.map((key) => (
                  <li key={key} className={styles.benefit}>
                    <CheckIcon className={styles.benefitIcon} />
                    <span>{t(`dashboard.offer.benefits.${key}`)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <Link
              to={dashboardPaths.dashboard}
              className={`${buttonStyles.button} ${buttonStyles.ghost} ${styles.linkButton}`}
            >
              ← {t('dashboard.offer.backToDashboard')}
            </Link>
          </aside>

          <TermsDialog
            open={termsOpen}
            company={user.company.name}
            rate={rate}
            busy={join.isPending}
            onAccept={accept}
            onClose={() => setTermsOpen(false)}
          />
        </div>
      ) : null}
    </Page>
  );
}
