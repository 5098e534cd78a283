import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FactorMismatches } from '#shared/schemas/payee-factor-mismatches.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useAnswerFactorMismatches } from '../api/answer-factor-mismatch.ts';
import { useFactorMismatches } from '../api/get-factor-mismatches.ts';
import styles from './incorrect-factor-step.module.css';

type Answer = 'factorOfRecord' | 'relationshipFactor' | 'noFactor';

/**
 * Missing details → IncorrectFactor (seeds 000 §2.2): for each payor whose relationship names a
 * factor other than the factor of record, which factor the carrier works with now. The answers
 * become proposals staff check before anything changes. A user who may not manage the company's
 * money sees who may, and continues (`onLater`).
 */
export function IncorrectFactorStep({ onDone, onLater }: { onDone: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, error } = useFactorMismatches();
  const nothingLeft = data?.items.length === 0;
  // Answered meanwhile (another tab, a colleague): nothing to ask, carry on.
  useEffect(() => {
    if (nothingLeft) onDone();
  }, [nothingLeft, onDone]);
  if (isPending || nothingLeft) return null;
  if (error || !data) return <Alert level="error">{t('auth.missingDetails.incorrectFactor.loadFailed')}</Alert>;
  return data.canAnswer ? (
    <AnswerForm mismatches={data} onDone={onDone} />
  ) : (
    <div className={styles.form}>
      <Intro mismatches={data} />
      <Alert level="info" title={t('auth.missingDetails.incorrectFactor.whoTitle')}>
        {t('auth.missingDetails.incorrectFactor.whoText')}
        <ul className={styles.people}>
          {data.answerers.map((person) => (
            <li key={person.email}>
              {person.name} (<a href={`mailto:${person.email}`}>{person.email}</a>)
            </li>
          ))}
        </ul>
      </Alert>
      <Button onClick={onLater}>{t('auth.missingDetails.incorrectFactor.later')}</Button>
    </div>
  );
}

function Intro({ mismatches }: { mismatches: FactorMismatches }) {
  const { t } = useTranslation();
  return (
    <p className={styles.muted}>
      {mismatches.factorOfRecord
        ? t('auth.missingDetails.incorrectFactor.intro', { factor: mismatches.factorOfRecord.name })
        : t('auth.missingDetails.incorrectFactor.introNoFactor')}
    </p>
  );
}

function AnswerForm({ mismatches, onDone }: { mismatches: FactorMismatches; onDone: () => void }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [missing, setMissing] = useState(false);
  const save = useAnswerFactorMismatches();
  const words = 'auth.missingDetails.incorrectFactor';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const chosen = mismatches.items.map((item) => ({
      relationshipId: item.relationshipId,
      answer: answers[item.relationshipId],
    }));
    if (chosen.some((c) => c.answer === undefined)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      await save.mutateAsync(chosen as { relationshipId: number; answer: Answer }[]);
      onDone();
    } catch {
      // Shown below from the mutation's error.
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Intro mismatches={mismatches} />
      {mismatches.items.map((item) => {
        const options: { value: Answer; label: string }[] = [
          ...(mismatches.factorOfRecord
            ? [{ value: 'factorOfRecord' as const, label: mismatches.factorOfRecord.name }]
            : []),
          { value: 'relationshipFactor', label: item.factor.name },
          { value: 'noFactor', label: t(`${words}.noFactor`) },
        ];
        const unanswered = missing && answers[item.relationshipId] === undefined;
        const errorId = `factor-answer-${item.relationshipId}-error`;
        return (
          <fieldset
            key={item.relationshipId}
            className={styles.group}
            aria-describedby={unanswered ? errorId : undefined}
          >
            <legend className={styles.legend}>{t(`${words}.question`, { payor: item.payorName })}</legend>
            <p className={styles.muted}>{t(`${words}.names`, { payor: item.payorName, factor: item.factor.name })}</p>
            <div className={styles.options}>
              {options.map((option) => (
                <label key={option.value} className={styles.option}>
                  <input
                    type="radio"
                    name={`factor-answer-${item.relationshipId}`}
                    value={option.value}
                    checked={answers[item.relationshipId] === option.value}
                    onChange={() => setAnswers((current) => ({ ...current, [item.relationshipId]: option.value }))}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
            {unanswered ? (
              <span id={errorId} className={styles.error} role="alert">
                {t('validation.required')}
              </span>
            ) : null}
          </fieldset>
        );
      })}
      <p className={styles.muted}>{t(`${words}.reviewed`)}</p>
      {save.error ? (
        <Alert level="error">
          {save.error instanceof ApiError && !save.error.isGeneric ? save.error.message : t(`${words}.saveFailed`)}
        </Alert>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {t(`${words}.submit`)}
      </Button>
    </form>
  );
}
