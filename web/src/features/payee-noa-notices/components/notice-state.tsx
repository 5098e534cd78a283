import { useTranslation } from 'react-i18next';
import type { NoaNotice, NoticeState } from '#shared/schemas/payee-noa-notices.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { useFormatters } from '#web/lib/format.ts';
import styles from './noa-notices.module.css';

const tones: Record<NoticeState, BadgeTone> = {
  coolingOff: 'warning',
  inEffect: 'info',
  ended: 'neutral',
  underInvestigation: 'error',
  undone: 'success',
};

/** Where a notice stands, in words (the API answers a state the page translates). */
export function NoticeStateBadge({ state }: { state: NoticeState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[state]} data-testid="notice-state">
      {t(`noaNotices.states.${state}`)}
    </Badge>
  );
}

/** What the state means for the carrier's money. */
export function NoticeStateHelp({ notice }: { notice: NoaNotice }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const date = notice.coolingOffEndsAt ? format.dateTime(notice.coolingOffEndsAt) : '';
  return (
    <p className={styles.help}>{t(`noaNotices.stateHelp.${notice.state}`, { date, factor: notice.factorName })}</p>
  );
}
