import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PayoutSchedule } from '#shared/enums/payout.ts';
import type { PayorDraft, PayorDraftSchedule, UpcomingDraftView } from '#shared/schemas/payor-payments.ts';
import { NavIcon } from '#web/components/layouts/area-shell/icons.tsx';
import {
  CardContent,
  CardEmpty,
  CardNote,
  CurrencyBlock,
  DashboardCard,
  type DashboardCardSpan,
  Figure,
  Figures,
} from '#web/components/ui/dashboard-card.tsx';
import { payorPaymentsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useDraftSchedule } from '../api/get-draft-schedule.ts';

/**
 * When the payor is drafted next and for how much (what LanePay paid on its behalf that no draft
 * covers yet), and its last draft, per currency. Every date is the server's: the browser reads
 * the schedule only to name it.
 */
export function NextDraftCard({ span }: { span: DashboardCardSpan }) {
  const { t } = useTranslation();
  const schedule = useDraftSchedule();
  return (
    <DashboardCard
      name="drafts"
      title={t('payorDashboard.drafts.title')}
      icon={<NavIcon id="payments" />}
      caption={schedule.data ? <ScheduleName schedule={schedule.data} /> : null}
      span={span}
      footer={
        <>
          <Link to={payorPaymentsPaths.undrafted}>{t('payorDashboard.drafts.undrafted')}</Link>
          <Link to={payorPaymentsPaths.list}>{t('payorDashboard.drafts.allPayments')} →</Link>
        </>
      }
    >
      <CardContent query={schedule} failed={t('payorDashboard.drafts.failed')}>
        {(data) => <DraftFigures schedule={data} />}
      </CardContent>
    </DashboardCard>
  );
}

function ScheduleName({ schedule }: { schedule: PayorDraftSchedule }) {
  const { t } = useTranslation();
  return (
    <span data-testid="draft-schedule">
      {t(`payorDashboard.drafts.schedule.${schedule.schedule}`, {
        weekday: t(`payorDashboard.drafts.weekdays.${schedule.weekday}`),
      })}
    </span>
  );
}

function DraftFigures({ schedule }: { schedule: PayorDraftSchedule }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const currencies = [...new Set([...schedule.upcoming, ...schedule.lastDrafts].map((draft) => draft.currencyId))].sort(
    (a, b) => a - b,
  );
  const several = currencies.length > 1;
  return (
    <>
      {schedule.upcoming.length === 0 ? <NothingWaits schedule={schedule} /> : null}
      {currencies.map((currencyId) => {
        const next = schedule.upcoming.find((draft) => draft.currencyId === currencyId);
        const last = schedule.lastDrafts.find((draft) => draft.currencyId === currencyId);
        return (
          <CurrencyBlock key={currencyId} code={several ? format.currencyCode(currencyId) : null}>
            <Figures>
              {next ? (
                <Figure
                  name={`next-${currencyId}`}
                  label={t('payorDashboard.drafts.next')}
                  value={format.money(next.amountCents, currencyId)}
                  note={<DraftNote draft={next} />}
                  to={payorPaymentsPaths.undrafted}
                />
              ) : null}
              {last ? (
                <Figure
                  name={`last-${currencyId}`}
                  label={t('payorDashboard.drafts.last')}
                  value={format.money(last.amountCents, currencyId)}
                  note={<DraftNote draft={last} />}
                  tone="neutral"
                  to={payorPaymentsPaths.draftPayments(last.id)}
                />
              ) : null}
            </Figures>
            {next && next.waitingAmountCents !== next.amountCents ? (
              <CardNote>
                {t('payorDashboard.drafts.later', {
                  amount: format.money(next.waitingAmountCents - next.amountCents, currencyId),
                })}
              </CardNote>
            ) : null}
          </CurrencyBlock>
        );
      })}
      {schedule.lastDrafts.length === 0 ? <CardNote>{t('payorDashboard.drafts.noLast')}</CardNote> : null}
    </>
  );
}

/** Nothing waits: when the schedule drafts next; in a box of its own when the card has nothing else to show. */
function NothingWaits({ schedule }: { schedule: PayorDraftSchedule }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const text = [
    t('payorDashboard.drafts.nothingWaits'),
    schedule.scheduledDate
      ? t('payorDashboard.drafts.scheduledDay', { date: format.longDate(schedule.scheduledDate) })
      : schedule.schedule === PayoutSchedule.Daily
        ? t('payorDashboard.drafts.daily')
        : '',
  ].join(' ');
  return schedule.lastDrafts.length === 0 ? <CardEmpty>{text}</CardEmpty> : <CardNote>{text}</CardNote>;
}

/** A draft's day and payments, and the credit notes it was reduced by (a draft of $0.00 says why). */
function DraftNote({ draft }: { draft: UpcomingDraftView | PayorDraft }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      {t('payorDashboard.drafts.payments', { date: format.date(draft.draftDate), count: draft.paymentCount })}
      {draft.creditNoteCents > 0 ? (
        <>
          <br />
          {t('payorDashboard.drafts.creditNotes', { amount: format.money(draft.creditNoteCents, draft.currencyId) })}
        </>
      ) : null}
    </>
  );
}
