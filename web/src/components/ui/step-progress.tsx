import styles from './step-progress.module.css';

/**
 * Where a flow stands (seeds 000 §2.4 registration, §2.5 claim): its 'Step 2 of 4' line, the step's
 * name when the page has no other heading, and a bar with a segment per step, done ones filled.
 */
export function StepProgress({
  label,
  current,
  total,
  title,
  compact = false,
}: {
  /** 'Step 2 of 4', in the flow's words. */
  label: string;
  current: number;
  total: number;
  title?: string;
  /** A smaller name, inside a dialog. */
  compact?: boolean;
}) {
  return (
    <div className={`${styles.progress} ${compact ? styles.compact : ''}`}>
      <span className={styles.label}>{label}</span>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ol className={styles.bar} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the bar's segments are positions, nothing else
          <li key={index} data-done={index < current} />
        ))}
      </ol>
    </div>
  );
}
