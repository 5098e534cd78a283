import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { noaNoticePaths } from '#web/config/paths.ts';
import { useNoaNotices } from '../api/get-notices.ts';
import styles from '../components/noa-notices.module.css';
import { NoticeFacts } from '../components/notice-facts.tsx';
import { NoticeStateBadge, NoticeStateHelp } from '../components/notice-state.tsx';

/**
 * `/payee/noa-notices`: every notice of assignment that sent the carrier's payments to a factor,
 * newest first, each with where it stands and what that means for the money; a notice still in its
 * window leads to its page, where an administrator disputes it.
 */
export function NoaNoticesRoute() {
  const { t } = useTranslation();
  const notices = useNoaNotices();
  return (
    <Page
      title={t('noaNotices.title')}
      heading={t('noaNotices.title')}
      intro={<p className={styles.help}>{t('noaNotices.intro')}</p>}
      isLoading={notices.isPending}
      skeleton="list"
    >
      {notices.isError ? (
        <Alert level="error" title={t('noaNotices.loadFailed')}>
          <Button variant="secondary" size="small" onClick={() => void notices.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : notices.data?.items.length === 0 ? (
        <Alert level="info" title={t('noaNotices.empty.title')}>
          {t('noaNotices.empty.message')}
        </Alert>
      ) : (
        <ul className={styles.list}>
          {notices.data?.items.map((notice) => (
            <li key={notice.id} className={`${cardStyles.card} ${cardStyles.snug}`}>
              <h2 className={styles.heading}>
                <Link to={noaNoticePaths.notice(notice.id)}>
                  {t('noaNotices.noticeTitle', { id: notice.id, factor: notice.factorName })}
                </Link>
                <NoticeStateBadge state={notice.state} />
              </h2>
              <NoticeStateHelp notice={notice} />
              <NoticeFacts notice={notice} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
