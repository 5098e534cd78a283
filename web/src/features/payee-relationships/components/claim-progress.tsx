import { useTranslation } from 'react-i18next';
import type { ClaimStep } from '#shared/enums/claim-flow.ts';
import { StepProgress } from '#web/components/ui/step-progress.tsx';
import { stepProgress } from '../lib/claim-flow.ts';

/** The 'Step 3 of 4' header of the claim flow (seeds 000 §2.5), with the step's name and a bar. */
export function ClaimProgress({ step, inDialog = false }: { step: ClaimStep; inDialog?: boolean }) {
  const { t } = useTranslation();
  const { current, total } = stepProgress(step);
  return (
    <StepProgress
      label={t('relationships.claim.progress', { current, total })}
      title={t(`relationships.claim.steps.${step}`)}
      current={current}
      total={total}
      compact={inDialog}
    />
  );
}
