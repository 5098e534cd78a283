import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  conflictReasonCodes,
  type DocumentMoveInput,
  type NoaDocumentView,
  removalReasonCodes,
} from '#shared/schemas/admin-noa-processing.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { noaProcessingPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { opensPage } from '#web/lib/page-access.ts';
import { useMoveDocument } from '../api/move-document.ts';
import { useRequestSplit } from '../api/request-split.ts';
import styles from './noa-processing.module.css';

/**
 * What a processor does with the document once read: send it for audit (every task done), or
 * out of processing with a reason where the seeds give one; then on to the next document.
 */
export function ProcessActions({ document }: { document: NoaDocumentView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAreaShell();
  const move = useMoveDocument(document);
  const split = useRequestSplit(document);
  const [conflictCode, setConflictCode] = useState<number>(conflictReasonCodes[0]);
  const [removalCode, setRemovalCode] = useState<number>(removalReasonCodes[0]);
  const tasksDone = document.tasks.every((task) => task.doneAt !== null);
  const onNext = { onSuccess: () => navigate(noaProcessingPaths.next(document.id, 'process')) };
  const send = (body: DocumentMoveInput) => move.mutate(body, onNext);
  const failure = [move.error, split.error].find((e) => e instanceof ApiError) as ApiError | undefined;
  const busy = move.isPending || split.isPending;
  const reasonOptions = (codes: readonly number[]) =>
    codes.map((code) => ({ value: String(code), label: t(`noaDocuments.reasons.${code}`) }));
  return (
    <section className={cardStyles.card} aria-labelledby="noa-process-heading">
      <h2 id="noa-process-heading" className={cardStyles.title}>
        {t('noaProcessing.process.heading')}
      </h2>
      <div>
        <Button
          busy={move.isPending && move.variables?.event === 'submitForAudit'}
          busyLabel={t('noaProcessing.process.working')}
          disabled={!tasksDone || busy}
          onClick={() => send({ event: 'submitForAudit' })}
        >
          {t('noaProcessing.process.submit')}
        </Button>
        {tasksDone ? null : <p className={styles.choiceNote}>{t('noaProcessing.process.submitHint')}</p>}
      </div>
      <div className={styles.actionRow}>
        <SelectField
          label={t('noaProcessing.process.reason')}
          value={String(conflictCode)}
          onChange={(event) => setConflictCode(Number(event.target.value))}
          options={reasonOptions(conflictReasonCodes)}
        />
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            send({ event: 'raiseConflict', actionCode: conflictCode as (typeof conflictReasonCodes)[number] })
          }
        >
          {t('noaProcessing.process.conflict')}
        </Button>
      </div>
      <div className={styles.toolbar}>
        <Button variant="secondary" disabled={busy} onClick={() => send({ event: 'defer' })}>
          {t('noaProcessing.process.defer')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => send({ event: 'awaitNewFactor' })}>
          {t('noaProcessing.process.newFactor')}
        </Button>
        {opensPage(noaProcessingPaths.splitNoas, user) ? (
          <Button variant="secondary" disabled={busy} onClick={() => split.mutate(undefined, onNext)}>
            {t('noaProcessing.process.split')}
          </Button>
        ) : null}
        <Button variant="danger" disabled={busy} onClick={() => send({ event: 'markFraud' })}>
          {t('noaProcessing.process.fraud')}
        </Button>
      </div>
      <div className={styles.actionRow}>
        <SelectField
          label={t('noaProcessing.process.removeReason')}
          value={String(removalCode)}
          onChange={(event) => setRemovalCode(Number(event.target.value))}
          options={reasonOptions(removalReasonCodes)}
        />
        <Button
          variant="danger"
          disabled={busy}
          onClick={() => send({ event: 'remove', actionCode: removalCode as (typeof removalReasonCodes)[number] })}
        >
          {t('noaProcessing.process.remove')}
        </Button>
      </div>
      {failure ? <Alert level="error">{failure.message || t('errors.generic')}</Alert> : null}
    </section>
  );
}
