import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CampaignStatus } from '#shared/enums/select-carrier.ts';
import type { PromotionalCampaign } from '#shared/schemas/payee-dashboard.ts';
import { CheckIcon } from '#web/components/layouts/area-shell/icons.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { invoicesPaths, relationshipPaths } from '#web/config/paths.ts';
import { type Formatters, useFormatters } from '#web/lib/format.ts';
import { usePromotionalCampaigns } from '../api/get-promotional-campaigns.ts';
import { usePromotionalInvoices } from '../api/get-promotional-invoices.ts';
import styles from './dashboard.module.css';

const statusChips: Record<CampaignStatus, string | undefined> = {
  [CampaignStatus.Upcoming]: styles.chipInfo,
  [CampaignStatus.ClaimRelationship]: styles.chipWarning,
  [CampaignStatus.ElectQuickPay]: styles.chipWarning,
  [CampaignStatus.Active]: styles.chipSuccess,
  [CampaignStatus.Ended]: undefined,
};

function Step({ done, title, detail, action }: { done: boolean; title: string; detail?: string; action?: ReactNode }) {
  return (
    <li className={`${styles.step} ${done ? styles.stepDone : ''}`} data-done={done}>
      <span className={styles.stepMark} aria-hidden="true">
        {done ? <CheckIcon /> : null}
      </span>
      <span className={styles.stepText}>
        <span>{title}</span>
        {detail ? <span>{detail}</span> : null}
      </span>
      {action ?? <span />}
    </li>
  );
}

/** Which date of the campaign matters now: its start, its end, or when it ended. */
function campaignDate(campaign: PromotionalCampaign, format: Formatters): { key: string; date: string } {
  if (campaign.status === CampaignStatus.Upcoming) return { key: 'starts', date: format.date(campaign.startDate) };
  if (campaign.status === CampaignStatus.Ended) return { key: 'ended', date: format.date(campaign.endDate) };
  return { key: 'ends', date: format.date(campaign.endDate) };
}

/** One payor's campaign: the offer, its end date, and the carrier's steps to it (seeds 000 §3). */
function CampaignCard({ campaign }: { campaign: PromotionalCampaign }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const claimed = campaign.relationshipClaimedDate !== null;
  const when = campaignDate(campaign, format);
  const saved = campaign.savedByCurrency.map((s) => format.money(s.savedCents, s.currencyId)).join(' + ');
  return (
    <li className={styles.campaign} data-campaign-id={campaign.id}>
      <article className={`${styles.card} ${styles.campaign}`} aria-labelledby={`campaign-${campaign.id}`}>
        <div className={styles.cardHeader}>
          <div>
            <h3 id={`campaign-${campaign.id}`} className={styles.campaignPayor}>
              {campaign.payorName}
            </h3>
            <span className={styles.caption}>{campaign.title}</span>
          </div>
          <span className={`${styles.chip} ${statusChips[campaign.status] ?? ''}`}>
            {t(`dashboard.campaigns.status.${campaign.status}`)}
          </span>
        </div>
        <div className={styles.campaignOffer}>
          <span className={styles.offerFigure}>
            {t('dashboard.campaigns.free', { count: campaign.freeQuickPayCount })}
          </span>
          <span className={styles.caption}>
            {t(`dashboard.campaigns.${when.key}`, { date: when.date })}
            {campaign.percentageFee !== null
              ? ` · ${t('dashboard.campaigns.fee', { percentage: format.percent(campaign.percentageFee) })}`
              : ''}
          </span>
        </div>
        <ol className={styles.steps} aria-label={t('dashboard.campaigns.steps.label')}>
          <Step
            done={claimed}
            title={
              claimed
                ? t('dashboard.campaigns.steps.claimed')
                : t('dashboard.campaigns.steps.claimTodo', { payor: campaign.payorName })
            }
            {...(campaign.relationshipClaimedDate
              ? {
                  detail: t('dashboard.campaigns.steps.claimedOn', {
                    date: format.date(campaign.relationshipClaimedDate),
                  }),
                }
              : {})}
            {...(!claimed && campaign.status !== CampaignStatus.Ended
              ? {
                  action: (
                    <Link
                      to={relationshipPaths.unclaimedRelationship(campaign.payeeRelationshipId)}
                      className={styles.arrowLink}
                    >
                      {t('dashboard.campaigns.steps.claimAction')}
                    </Link>
                  ),
                }
              : {})}
          />
          <Step
            done={campaign.isQuickPayElected}
            title={
              campaign.isQuickPayElected
                ? t('dashboard.campaigns.steps.elected')
                : t('dashboard.campaigns.steps.electTodo')
            }
            {...(campaign.isQuickPayElected
              ? {
                  detail: campaign.quickpayElectedDate
                    ? t('dashboard.campaigns.steps.electedOn', { date: format.date(campaign.quickpayElectedDate) })
                    : t('dashboard.campaigns.steps.electedUndated'),
                }
              : {})}
            {...(claimed && !campaign.isQuickPayElected && campaign.status !== CampaignStatus.Ended
              ? {
                  action: (
                    <Link
                      to={relationshipPaths.relationship(campaign.payeeRelationshipId)}
                      className={styles.arrowLink}
                    >
                      {t('dashboard.campaigns.steps.electAction')}
                    </Link>
                  ),
                }
              : {})}
          />
          <Step
            done={campaign.status === CampaignStatus.Active}
            title={t('dashboard.campaigns.steps.free')}
            detail={t('dashboard.campaigns.steps.remaining', { count: campaign.freeQuickPaysRemaining })}
          />
        </ol>
        {campaign.promotionalInvoiceCount > 0 ? (
          <div className={styles.cardFooter}>
            <span className={styles.saved}>
              {t('dashboard.campaigns.used', { count: campaign.promotionalInvoiceCount, amount: saved })}
            </span>
          </div>
        ) : null}
      </article>
    </li>
  );
}

const pageSize = 10;

/** The campaigns' free QuickPay invoices, newest first, a page at a time. */
function PromotionalInvoices() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const invoices = usePromotionalInvoices({ page, pageSize }, true);
  const data = invoices.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / pageSize)) : 1;

  return (
    <section
      className={`${styles.card} ${styles.full}`}
      aria-labelledby="promotional-invoices"
      data-card="promotional-invoices"
    >
      <div className={styles.cardHeader}>
        <h3 id="promotional-invoices" className={styles.cardTitle}>
          {t('dashboard.campaigns.invoices.title')}
        </h3>
        <span className={styles.caption}>{t('dashboard.campaigns.invoices.caption')}</span>
      </div>
      {invoices.isError ? (
        <Alert level="error">{t('dashboard.campaigns.loadError')}</Alert>
      ) : !data ? (
        <Skeleton kind="table" />
      ) : data.items.length === 0 ? (
        <p className={styles.empty}>{t('dashboard.campaigns.invoices.empty')}</p>
      ) : (
        <>
          <div className={dataTable.tableWrap}>
            <table className={`${dataTable.table} ${styles.table}`}>
              <caption className="visually-hidden">{t('dashboard.campaigns.invoices.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.campaigns.invoices.number')}</th>
                  <th scope="col">{t('dashboard.campaigns.invoices.load')}</th>
                  <th scope="col">{t('dashboard.campaigns.invoices.payor')}</th>
                  <th scope="col">{t('dashboard.campaigns.invoices.uploaded')}</th>
                  <th scope="col">{t('dashboard.campaigns.invoices.status')}</th>
                  <th scope="col" className={styles.number}>
                    {t('dashboard.campaigns.invoices.gross')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('dashboard.campaigns.invoices.saved')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('dashboard.campaigns.invoices.net')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((invoice) => (
                  <tr key={invoice.id} data-invoice-id={invoice.id}>
                    <td>
                      <Link to={invoicesPaths.invoice(invoice.id)}>{invoice.number}</Link>
                    </td>
                    <td>{invoice.loadNumber}</td>
                    <td>{invoice.payorName}</td>
                    <td>{format.date(invoice.uploadedDate)}</td>
                    <td>{invoice.statusId !== null ? t(`invoices.statuses.${invoice.statusId}`) : ''}</td>
                    <td className={styles.number}>{format.money(invoice.grossCents, invoice.currencyId)}</td>
                    <td className={`${styles.number} ${styles.saved}`}>
                      {format.money(invoice.savedCents, invoice.currencyId)}
                    </td>
                    <td className={styles.number}>{format.money(invoice.netCents, invoice.currencyId)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <div className={styles.pager}>
              <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('shell.paging.previous')}
              </Button>
              <span>{t('shell.paging.pageOf', { page, pages })}</span>
              <Button variant="secondary" size="small" disabled={!data.hasMore} onClick={() => setPage(page + 1)}>
                {t('shell.paging.next')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * Promotions from the carrier's payors (seeds 000 §3, §6): shown only to PayeeAdmin and
 * PayeeBilling users (the server refuses anyone else), with the free QuickPay invoices they paid.
 */
export function CampaignsSection() {
  const { t } = useTranslation();
  const campaigns = usePromotionalCampaigns(true);
  return (
    <section className={styles.section} aria-labelledby="dashboard-campaigns" data-section="campaigns">
      <div className={styles.sectionHeader}>
        <h2 id="dashboard-campaigns" className={styles.sectionTitle}>
          {t('dashboard.campaigns.title')}
        </h2>
        <span className={styles.caption}>{t('dashboard.campaigns.caption')}</span>
      </div>
      {campaigns.isError ? (
        <Alert level="error">{t('dashboard.campaigns.loadError')}</Alert>
      ) : !campaigns.data ? (
        <Skeleton kind="grid" />
      ) : campaigns.data.campaigns.length === 0 ? (
        <p className={styles.empty}>{t('dashboard.campaigns.empty')}</p>
      ) : (
        <ul className={styles.campaigns}>
          {campaigns.data.campaigns.map((campaign) => (
            <CampaignCard key={`${campaign.id}-${campaign.payeeRelationshipId}`} campaign={campaign} />
          ))}
        </ul>
      )}
      <PromotionalInvoices />
    </section>
  );
}
