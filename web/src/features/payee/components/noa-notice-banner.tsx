import { useTranslation } from 'react-i18next';
import { Alert } from '#web/components/ui/alert.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { noaNoticePaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useNoaNotices } from '../api/get-noa-notices.ts';
import styles from './dashboard.module.css';

/**
 * The fraud guard on the dashboard (issue 15): while a notice of assignment is in its cooling-off
 * window, the carrier is told who will be paid instead, from when, and led to the notice to dispute
 * it. Nothing shows otherwise (a failed read included: the email told the admins too).
 */
export function NoaNoticeBanner() {
  const { t } = useTranslation();
  const format = useFormatters();
  const notices = useNoaNotices(true);
  const waiting = notices.data?.items.filter((notice) => notice.state === 'coolingOff') ?? [];
  if (waiting.length === 0) return null;
  return (
    <div className={styles.notices}>
      {waiting.map((notice) => (
        <Alert key={notice.id} level="warning" title={t('dashboard.noaNotice.title', { factor: notice.factorName })}>
          <span className={styles.noticeText}>
            {t('dashboard.noaNotice.text', {
              factor: notice.factorName,
              date: format.dateTime(notice.coolingOffEndsAt ?? ''),
              payors:
                notice.scope === 'blanket'
                  ? t('dashboard.noaNotice.allPayors')
                  : new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(
                      notice.payors.map((p) => p.name),
                    ),
            })}
          </span>
          <ButtonLink to={noaNoticePaths.notice(notice.id)} variant="secondary" size="small">
            {t('dashboard.noaNotice.open')}
          </ButtonLink>
        </Alert>
      ))}
    </div>
  );
}
