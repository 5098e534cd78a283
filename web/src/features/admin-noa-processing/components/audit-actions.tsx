import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { auditFindingMaxLength } from '#shared/constants/noa-processing.ts';
import { findingCodes, type NoaDocumentView } from '#shared/schemas/admin-noa-processing.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { NoteField } from '#web/components/ui/note-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { noaProcessingPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useMoveDocument } from '../api/move-document.ts';

/** The second person's audit: pass (Complete: the assignment applies) or return with a finding. */
export function AuditActions({ document }: { document: NoaDocumentView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormatters();
  const move = useMoveDocument(document);
  const [code, setCode] = useState<number>(findingCodes[0]);
  const [text, setText] = useState('');
  const failure = move.error instanceof ApiError ? move.error : null;
  const fieldError = failure?.fieldErrors['finding.text']?.[0] ?? null;
  return (
    <section className={cardStyles.card} aria-labelledby="noa-audit-heading">
      <h2 id="noa-audit-heading" className={cardStyles.title}>
        {t('noaProcessing.audit.heading')}
      </h2>
      {document.processedBy ? (
        <p>
          {t('noaProcessing.audit.processedBy', {
            name: document.processedBy.name ?? '',
            date: format.dateTime(document.processedBy.at),
          })}
        </p>
      ) : null}
      <div>
        <Button
          busy={move.isPending && move.variables?.event === 'audit'}
          busyLabel={t('noaProcessing.process.working')}
          disabled={move.isPending}
          onClick={() =>
            move.mutate({ event: 'audit' }, { onSuccess: () => navigate(noaProcessingPaths.success(document.id)) })
          }
        >
          {t('noaProcessing.audit.pass')}
        </Button>
      </div>
      <SelectField
        label={t('noaProcessing.audit.findingCode')}
        value={String(code)}
        onChange={(event) => setCode(Number(event.target.value))}
        options={findingCodes.map((c) => ({ value: String(c), label: t(`noaDocuments.reasons.${c}`) }))}
      />
      <NoteField
        label={t('noaProcessing.audit.findingText')}
        value={text}
        onChange={setText}
        hint={t('noaProcessing.audit.findingHint')}
        error={fieldError}
        maxLength={auditFindingMaxLength}
      />
      <div>
        <Button
          variant="secondary"
          disabled={move.isPending || text.trim() === ''}
          onClick={() =>
            move.mutate(
              {
                event: 'returnToProcessor',
                finding: { code: code as (typeof findingCodes)[number], text },
              },
              { onSuccess: () => navigate(noaProcessingPaths.next(document.id, 'audit')) },
            )
          }
        >
          {t('noaProcessing.audit.returnToProcessor')}
        </Button>
      </div>
      {failure && !fieldError ? <Alert level="error">{failure.message || t('errors.generic')}</Alert> : null}
    </section>
  );
}
