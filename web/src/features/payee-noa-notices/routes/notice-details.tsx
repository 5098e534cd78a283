import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { noaDisputeRoles } from '#shared/permissions/payee.ts';
import { hasAnyRole } from '#shared/permissions/roles.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { RecordPage } from '#web/components/layouts/record-page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { noaNoticePaths } from '#web/config/paths.ts';
import { useNoaNotice } from '../api/get-notice.ts';
import { DisputeForm } from '../components/dispute-form.tsx';
import styles from '../components/noa-notices.module.css';
import { NoticeFacts } from '../components/notice-facts.tsx';
import { NoticeStateBadge, NoticeStateHelp } from '../components/notice-state.tsx';

/**
 * `/payee/noa-notices/:id` (the notice email links here): one notice, where it stands, and, while
 * its window is open, the dispute for the company's administrators (others are told who can).
 */
export function NoaNoticeRoute() {
  const { t } = useTranslation();
  const { user } = useAreaShell();
  const id = Number(useParams().id);
  const notice = useNoaNotice(id);
  const mayDispute = hasAnyRole(user.authRoles, noaDisputeRoles);
  const title = (data: { id: number; factorName: string }) =>
    t('noaNotices.noticeTitle', { id: data.id, factor: data.factorName });
  return (
    <RecordPage
      record={notice}
      title={title}
      fallbackTitle={t('noaNotices.title')}
      back={{ to: noaNoticePaths.list, label: t('noaNotices.back') }}
      notFound={t('noaNotices.notFound')}
      loadFailed={t('noaNotices.loadFailed')}
    >
      {(data) => (
        <div className={cardStyles.stack}>
          <section className={cardStyles.card} aria-labelledby="notice-title">
            <h1 id="notice-title" className={styles.heading}>
              {title(data)}
              <NoticeStateBadge state={data.state} />
            </h1>
            <NoticeStateHelp notice={data} />
            <NoticeFacts notice={data} />
            {data.dispute ? (
              <div>
                <h2 className={styles.subheading}>{t('noaNotices.fields.reason')}</h2>
                <p className={styles.reason}>{data.dispute.reason}</p>
              </div>
            ) : null}
          </section>
          {data.disputable ? (
            <section className={cardStyles.card} aria-labelledby="dispute-title">
              <h2 id="dispute-title" className={cardStyles.title}>
                {t('noaNotices.dispute.title', { factor: data.factorName })}
              </h2>
              <p className={styles.help}>{t('noaNotices.dispute.text')}</p>
              {mayDispute ? <DisputeForm notice={data} /> : <Alert>{t('noaNotices.dispute.onlyAdmins')}</Alert>}
            </section>
          ) : null}
        </div>
      )}
    </RecordPage>
  );
}
