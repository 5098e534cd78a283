import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { noaProcessingPaths } from '#web/config/paths.ts';
import { useTakeNext } from '../api/take-next.ts';

/**
 * `/admin/noa/process` (`?work=audit` to audit) and `/admin/noa/{id}/next`: takes the next
 * document and opens it; when none waits, says so (or, for audit, the audit queue warning when
 * only the caller's own documents wait).
 */
export function NoaTakeNextRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const work = search.get('work') === 'audit' ? 'audit' : 'process';
  const take = useTakeNext(work);
  const asked = useRef(false);
  useEffect(() => {
    // Once per visit: the take is a POST, and a repeat would only give back the same document.
    if (asked.current) return;
    asked.current = true;
    take.mutate(undefined, {
      onSuccess: ({ document, ownWaiting }) => {
        if (document) navigate(noaProcessingPaths.document(document.id), { replace: true });
        else if (work === 'audit' && ownWaiting > 0) {
          navigate(`${noaProcessingPaths.auditQueueWarning}?count=${ownWaiting}`, { replace: true });
        }
      },
      onError: () => navigate(noaProcessingPaths.error, { replace: true }),
    });
  }, [navigate, take, work]);
  const empty = take.isSuccess && take.data.document === null;
  return (
    <Page
      title={t('noaProcessing.processPage.title')}
      heading={t('noaProcessing.processPage.title')}
      isLoading={!empty}
    >
      {empty ? (
        <>
          <Alert level="info">
            {t(work === 'audit' ? 'noaProcessing.processPage.emptyAudit' : 'noaProcessing.processPage.empty')}
          </Alert>
          <p>
            <Link to={noaProcessingPaths.root}>{t('noaProcessing.actions.backToQueues')}</Link>
          </p>
        </>
      ) : null}
    </Page>
  );
}
