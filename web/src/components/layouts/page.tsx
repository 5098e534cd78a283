import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { motionMs } from '#shared/constants/layout.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Skeleton, type SkeletonKind } from '../ui/skeleton.tsx';
import { useOptionalAreaShell } from './area-shell/area-shell-context.ts';
import styles from './page.module.css';

/** Query parameter that turns off the skeleton's linger and fade (screenshots, tests). */
export const skipAnimationParam = 'skipAnimation';

export type PageProps = {
  /** The page's name, shown in the document title as '<page> | LanePay'. */
  title: string;
  /** A visible heading; pages with their own header leave it out. */
  heading?: ReactNode;
  /** Shown beside the heading (page actions). */
  actions?: ReactNode;
  isLoading?: boolean;
  /** The placeholder shape while loading. */
  skeleton?: SkeletonKind;
  /** When a restriction applies, the page replaces itself with this location. */
  redirectTo?: string | null;
  children?: ReactNode;
};

/**
 * Keeps the skeleton on screen for the fade after loading ends (seeds 000 §2.7, §9: 600 ms), so
 * content does not pop in under a vanishing placeholder.
 */
function useLingeringSkeleton(isLoading: boolean, skip: boolean): 'loading' | 'fading' | 'done' {
  const [wasLoading, setWasLoading] = useState(isLoading);
  const [fading, setFading] = useState(false);
  if (isLoading !== wasLoading) {
    setWasLoading(isLoading);
    setFading(!isLoading && !skip);
  }
  useEffect(() => {
    if (!fading) return;
    const timer = setTimeout(() => setFading(false), motionMs.skeletonFade);
    return () => clearTimeout(timer);
  }, [fading]);
  if (isLoading) return 'loading';
  return fading ? 'fading' : 'done';
}

/**
 * The wrapper of every area page (seeds 000 §2.7): sets the document title, shows a loading
 * skeleton that fades out after loading ends, closes a floating side navigation on arrival, can
 * replace itself when a restriction applies, and honours `?skipAnimation`.
 */
export function Page({
  title,
  heading,
  actions,
  isLoading = false,
  skeleton = 'list',
  redirectTo,
  children,
}: PageProps) {
  usePageTitle(title);
  const [searchParams] = useSearchParams();
  const skip = searchParams.has(skipAnimationParam);
  const state = useLingeringSkeleton(isLoading, skip);
  const closeNav = useOptionalAreaShell()?.closeNavIfFloating;

  useEffect(() => {
    closeNav?.();
  }, [closeNav]);

  if (redirectTo) return <Navigate to={redirectTo} replace />;

  return (
    <div className={styles.page}>
      {heading || actions ? (
        <div className={styles.header}>
          {heading ? <h1 className={styles.heading}>{heading}</h1> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {state === 'loading' ? (
        <Skeleton kind={skeleton} />
      ) : (
        <div className={styles.content}>
          {children}
          {state === 'fading' ? (
            <div className={styles.fadingSkeleton}>
              <Skeleton kind={skeleton} fading />
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
