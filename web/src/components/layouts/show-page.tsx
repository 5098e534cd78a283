import type { ReactNode } from 'react';
import { keepNumbersWhole } from '../ui/record-number.tsx';
import styles from './show-page.module.css';

/**
 * A record's page (seeds 000 §2.7): a main column up to 752 px beside an aside of 350 to 450 px,
 * with an optional title (a record number in it kept whole). The aside drops below the main
 * column on narrower screens.
 */
export function ShowPage({ title, main, aside }: { title?: ReactNode; main: ReactNode; aside?: ReactNode }) {
  return (
    <div className={styles.show}>
      {title ? <h1 className={styles.title}>{keepNumbersWhole(title)}</h1> : null}
      <div className={`${styles.columns} ${aside ? '' : styles.single}`}>
        <div className={styles.main}>{main}</div>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </div>
  );
}
