import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { keepNumbersWhole } from '../ui/record-number.tsx';
import { Skeleton, type SkeletonKind } from '../ui/skeleton.tsx';
import { useOptionalAreaShell } from './area-shell/area-shell-context.ts';
import styles from './page.module.css';

/** Query parameter that turns off the content's fade-in after loading (screenshots, tests). */
export const skipAnimationParam = 'skipAnimation';

export type PageProps = {
  /** The page's name, shown in the document title as '<page> | LanePay'. */
  title: string;
  /** A visible heading; pages with their own header leave it out. */
  heading?: ReactNode;
  /** Shown beside the heading (page actions). */
  actions?: ReactNode;
  /**
   * Under the heading, shown at once, loading or not: what the page holds or whom it greets, which
   * needs no data of the page's own (so the page's first paint already says it, and it does not
   * wait for the data nor fade in with it).
   */
  intro?: ReactNode;
  isLoading?: boolean;
  /** The placeholder shape while loading. */
  skeleton?: SkeletonKind;
  /** When a restriction applies, the page replaces itself with this location. */
  redirectTo?: string | null;
  children?: ReactNode;
};

/**
 * Whether the content should fade in: it has just replaced the loading skeleton (seeds 000 §2.7,
 * §9: 600 ms). The skeleton goes at once when loading ends, so the two never show together; content
 * that was there from the start (cached data) and `?skipAnimation` do not fade.
 */
function useFadeInAfterLoading(isLoading: boolean, skip: boolean): boolean {
  const [wasLoading, setWasLoading] = useState(isLoading);
  const [fadeIn, setFadeIn] = useState(false);
  if (isLoading !== wasLoading) {
    setWasLoading(isLoading);
    setFadeIn(!isLoading && !skip);
  }
  return fadeIn;
}

/**
 * The wrapper of every area page (seeds 000 §2.7): sets the document title, shows the heading and
 * its intro at once, a loading skeleton until loading ends and then the content in its place
 * (fading in), closes a floating side navigation on arrival, can replace itself when a restriction
 * applies, and honours `?skipAnimation`.
 */
export function Page({
  title,
  heading,
  actions,
  intro,
  isLoading = false,
  skeleton = 'list',
  redirectTo,
  children,
}: PageProps) {
  usePageTitle(title);
  const [searchParams] = useSearchParams();
  const skip = searchParams.has(skipAnimationParam);
  // The content replaces the skeleton in a render of its own, which React may slice (a deferred
  // value): the answer that ends loading arrives as an urgent update, and mounting a whole page's
  // content in it would be one long task.
  const showSkeleton = useDeferredValue(isLoading);
  const fadeIn = useFadeInAfterLoading(showSkeleton, skip);
  const closeNav = useOptionalAreaShell()?.closeNavIfFloating;

  useEffect(() => {
    closeNav?.();
  }, [closeNav]);

  if (redirectTo) return <Navigate to={redirectTo} replace />;

  return (
    <div className={styles.page}>
      {heading || actions ? (
        <div className={styles.header}>
          {heading ? <h1 className={styles.heading}>{keepNumbersWhole(heading)}</h1> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {intro}
      {showSkeleton ? (
        <Skeleton kind={skeleton} />
      ) : (
        <div className={`${styles.content} ${fadeIn ? styles.fadeIn : ''}`}>{children}</div>
      )}
    </div>
  );
}
