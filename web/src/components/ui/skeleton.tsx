import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { skeletonListRows } from '#shared/constants/layout.ts';
import styles from './skeleton.module.css';

/** The loading shapes pages can show (seeds 000 §2.7). */
export type SkeletonKind =
  | 'billEdit'
  | 'check'
  | 'figures'
  | 'grid'
  | 'list'
  | 'payeeSelectCarrier'
  | 'payorBill'
  | 'profile'
  | 'show'
  | 'table'
  | 'userEdit';

type BoneProps = {
  w?: 'full' | 'wide' | 'half' | 'third' | 'quarter';
  h?: 'text' | 'title' | 'field' | 'block' | 'tall';
};

/** One grey placeholder shape. */
function Bone({ w = 'full', h = 'text' }: BoneProps) {
  return <span className={`${styles.bone} ${styles[`w-${w}`]} ${styles[`h-${h}`]}`} />;
}

function Rows({ count, columns }: { count: number; columns: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity of their own.
        <div key={row} className={styles.row} data-columns={columns}>
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity of their own.
            <Bone key={column} w={column === 0 ? 'wide' : 'half'} />
          ))}
        </div>
      ))}
    </>
  );
}

function Fields({ count }: { count: number }) {
  return (
    <div className={styles.fields}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder fields have no identity of their own.
        <div key={index} className={styles.field}>
          <Bone w="third" />
          <Bone h="field" />
        </div>
      ))}
    </div>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <div className={styles.card}>{children}</div>;
}

function Shape({ kind }: { kind: SkeletonKind }) {
  switch (kind) {
    case 'list':
      return (
        <Card>
          <Rows count={skeletonListRows} columns={1} />
        </Card>
      );
    case 'table':
      return (
        <Card>
          <div className={styles.toolbar}>
            <Bone w="third" h="field" />
            <Bone w="quarter" h="field" />
          </div>
          <Rows count={skeletonListRows} columns={5} />
        </Card>
      );
    case 'figures':
      return (
        <div className={styles.figures}>
          {Array.from({ length: 2 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder figures have no identity of their own.
            <div key={index} className={styles.stack}>
              <Bone w="half" />
              <Bone w="wide" h="title" />
            </div>
          ))}
        </div>
      );
    case 'grid':
      return (
        <div className={styles.grid}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity of their own.
            <Card key={index}>
              <Bone w="half" h="title" />
              <Bone />
              <Bone w="wide" />
            </Card>
          ))}
        </div>
      );
    case 'show':
    case 'payorBill':
      return (
        <div className={styles.show}>
          <Card>
            <Bone w="half" h="title" />
            <Rows count={kind === 'payorBill' ? 8 : 6} columns={2} />
          </Card>
          <Card>
            <Bone w="third" h="title" />
            <Bone h="block" />
            <Bone w="wide" />
          </Card>
        </div>
      );
    case 'check':
      return (
        <Card>
          <div className={styles.check}>
            <Bone w="half" h="title" />
            <Bone w="quarter" h="title" />
          </div>
          <Bone h="tall" />
          <Rows count={3} columns={2} />
        </Card>
      );
    case 'profile':
      return (
        <Card>
          <div className={styles.profile}>
            <span className={`${styles.bone} ${styles.avatar}`} />
            <div className={styles.stack}>
              <Bone w="half" h="title" />
              <Bone w="third" />
            </div>
          </div>
          <Rows count={5} columns={2} />
        </Card>
      );
    case 'billEdit':
    case 'userEdit':
      return (
        <Card>
          <Bone w="third" h="title" />
          <Fields count={kind === 'billEdit' ? 6 : 4} />
          {kind === 'billEdit' ? <Bone h="block" /> : null}
          <div className={styles.actions}>
            <Bone w="quarter" h="field" />
          </div>
        </Card>
      );
    case 'payeeSelectCarrier':
      return (
        <div className={styles.stack}>
          <Card>
            <Bone w="half" h="title" />
            <Bone />
            <Bone w="wide" />
          </Card>
          <div className={styles.grid}>
            {Array.from({ length: 3 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity of their own.
              <Card key={index}>
                <Bone w="third" h="title" />
                <Bone />
              </Card>
            ))}
          </div>
        </div>
      );
  }
}

/**
 * A page's loading placeholder, announced to assistive technology as loading. It is removed as soon
 * as the data arrives (the content takes its place), never left over the content.
 */
export function Skeleton({ kind }: { kind: SkeletonKind }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-busy aria-label={t('common.loading')} data-kind={kind}>
      <Shape kind={kind} />
    </div>
  );
}
