import { useTranslation } from 'react-i18next';
import { StepProgress } from '#web/components/ui/step-progress.tsx';
import { type Stage, stepProgress } from '../lib/registration-flow.ts';

/** 'Step 2 of 4' with a bar of the four steps (seeds 000 §2.4). */
export function StepHeader({ stage }: { stage: Stage }) {
  const { t } = useTranslation();
  const { current, total } = stepProgress(stage);
  return <StepProgress label={t('registration.progress', { current, total })} current={current} total={total} />;
}
