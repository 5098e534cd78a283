import { useTranslation } from 'react-i18next';
import { type Stage, stepProgress } from '../lib/registration-flow.ts';
import styles from './registration.module.css';

/** 'Step 2 of 4' with a bar of the four steps (seeds 000 §2.4). */
export function StepHeader({ stage }: { stage: Stage }) {
  const { t } = useTranslation();
  const { current, total } = stepProgress(stage);
  return (
    <div className={styles.progress}>
      <span className={styles.progressLabel}>{t('registration.progress', { current, total })}</span>
      <ol className={styles.progressBar} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the bar's segments are positions, nothing else
          <li key={index} data-done={index < current} />
        ))}
      </ol>
    </div>
  );
}
