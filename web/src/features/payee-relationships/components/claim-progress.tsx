import { useTranslation } from 'react-i18next';
import { type ClaimStep, claimSteps } from '#shared/enums/claim-flow.ts';
import { stepProgress } from '../lib/claim-flow.ts';
import styles from './claim.module.css';

/** The 'Step 3 of 4' header of the claim flow (seeds 000 §2.5), with the step's name and a bar. */
export function ClaimProgress({ step, inDialog = false }: { step: ClaimStep; inDialog?: boolean }) {
  const { t } = useTranslation();
  const { current, total } = stepProgress(step);
  return (
    <div className={`${styles.progress} ${inDialog ? styles.inDialog : ''}`}>
      <span className={styles.progressLabel}>{t('relationships.claim.progress', { current, total })}</span>
      <h2 className={styles.progressTitle}>{t(`relationships.claim.steps.${step}`)}</h2>
      <ol className={styles.progressBar} aria-hidden="true">
        {claimSteps.map((name, index) => (
          <li key={name} data-done={index < current} />
        ))}
      </ol>
    </div>
  );
}
