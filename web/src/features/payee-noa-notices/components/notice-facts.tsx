import { useTranslation } from 'react-i18next';
import type { NoaNotice } from '#shared/schemas/payee-noa-notices.ts';
import { Fact, Facts } from '#web/components/layouts/detail-page.tsx';
import { useFormatters } from '#web/lib/format.ts';

/** A notice's facts: the factor, the payors it covers, since when, the window, the carrier's dispute. */
export function NoticeFacts({ notice }: { notice: NoaNotice }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const payors =
    notice.scope === 'blanket'
      ? t('noaNotices.fields.allPayors')
      : new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(notice.payors.map((p) => p.name));
  return (
    <Facts>
      <Fact label={t('noaNotices.fields.factor')}>{notice.factorName}</Fact>
      <Fact label={t('noaNotices.fields.payors')}>{payors}</Fact>
      <Fact label={t('noaNotices.fields.since')}>{format.date(notice.since)}</Fact>
      {notice.state === 'coolingOff' && notice.coolingOffEndsAt ? (
        <Fact label={t('noaNotices.fields.window')}>{format.dateTime(notice.coolingOffEndsAt)}</Fact>
      ) : null}
      {notice.dispute ? (
        <Fact label={t('noaNotices.fields.disputed')}>
          {t('noaNotices.disputedBy', { date: format.dateTime(notice.dispute.at), name: notice.dispute.byName ?? '' })}
        </Fact>
      ) : null}
    </Facts>
  );
}
