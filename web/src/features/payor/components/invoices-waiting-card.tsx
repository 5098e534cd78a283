import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type PayorWaitingGroup, payorWaitingStatuses } from '#shared/enums/invoice-status.ts';
import { NavIcon } from '#web/components/layouts/area-shell/icons.tsx';
import {
  CardContent,
  CardEmpty,
  CardList,
  CardListItem,
  CurrencyBlock,
  DashboardCard,
  type DashboardCardSpan,
  Figure,
  Figures,
  type FigureTone,
} from '#web/components/ui/dashboard-card.tsx';
import { areaRoutes, payorInvoicesPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useInvoiceTotals } from '../api/get-invoice-totals.ts';
import { useOldestToReview } from '../api/get-oldest-to-review.ts';

const groups: { key: PayorWaitingGroup; label: string; tone: FigureTone }[] = [
  { key: 'pending', label: 'toReview', tone: 'info' },
  { key: 'approved', label: 'approved', tone: 'success' },
  { key: 'held', label: 'held', tone: 'warning' },
];

/**
 * What waits on the payor's invoices, per currency (never added across currencies): to review,
 * approved and not yet paid, on hold; each figure opens the invoice list filtered to what it counts,
 * and the invoices waiting longest for review open themselves.
 */
export function InvoicesWaitingCard({ span, mayUpload }: { span: DashboardCardSpan; mayUpload: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const totals = useInvoiceTotals();
  return (
    <DashboardCard
      name="invoices"
      title={t('payorDashboard.invoices.title')}
      icon={<NavIcon id="invoices" />}
      caption={t('payorDashboard.invoices.caption')}
      span={span}
      footer={
        <>
          {mayUpload ? (
            <Link to={areaRoutes.payor.invoiceUpload}>{t('payorDashboard.invoices.upload')}</Link>
          ) : (
            <span />
          )}
          <Link to={payorInvoicesPaths.list()}>{t('payorDashboard.invoices.viewAll')} →</Link>
        </>
      }
    >
      <CardContent query={totals} failed={t('payorDashboard.invoices.failed')}>
        {({ totals: byCurrency }) =>
          byCurrency.length === 0 ? (
            <CardEmpty>{t('payorDashboard.invoices.empty')}</CardEmpty>
          ) : (
            byCurrency.map((total) => (
              <CurrencyBlock
                key={total.currencyId}
                code={byCurrency.length > 1 ? format.currencyCode(total.currencyId) : null}
              >
                <Figures>
                  {groups.map((group) => (
                    <Figure
                      key={group.key}
                      name={`${group.key}-${total.currencyId}`}
                      label={t(`payorDashboard.invoices.${group.label}`)}
                      value={format.money(total[group.key].cents, total.currencyId)}
                      note={t('payorDashboard.invoices.count', { count: total[group.key].count })}
                      tone={group.tone}
                      to={payorInvoicesPaths.list(payorWaitingStatuses[group.key])}
                    />
                  ))}
                </Figures>
              </CurrencyBlock>
            ))
          )
        }
      </CardContent>
      <OldestToReview />
    </DashboardCard>
  );
}

/** The invoices waiting longest for the payor's review; nothing while it loads or if it failed (the figures lead there too). */
function OldestToReview() {
  const { t } = useTranslation();
  const format = useFormatters();
  const oldest = useOldestToReview();
  const items = oldest.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <CardList title={t('payorDashboard.invoices.oldest')}>
      {items.map((invoice) => (
        <CardListItem
          key={invoice.id}
          name={String(invoice.id)}
          title={
            <Link to={payorInvoicesPaths.invoice(invoice.id)}>
              {t('payorDashboard.invoices.invoice', { number: invoice.invoiceNumber, carrier: invoice.carrierName })}
            </Link>
          }
        >
          <span>{t('payorDashboard.invoices.uploaded', { date: format.date(invoice.uploadedDate) })}</span>
          <strong>{format.money(invoice.grossCents, invoice.currencyId)}</strong>
        </CardListItem>
      ))}
    </CardList>
  );
}
