import { Link } from 'react-router-dom';
import styles from './link-tiles.module.css';

export type LinkTile = { key: string; to: string; title: string; description: string };

/**
 * The pages of a hub (the payor's reports, the staff's NOA work) as tiles, each its name and a line
 * saying what it holds. `testId` names the links for tests.
 */
export function LinkTiles({ tiles, testId }: { tiles: readonly LinkTile[]; testId?: string }) {
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Link to={tile.to} className={styles.tile} data-testid={testId}>
            <span className={styles.name}>{tile.title}</span>
            <span className={styles.description}>{tile.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
