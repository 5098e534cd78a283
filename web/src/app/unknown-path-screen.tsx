import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { areaOf } from '#shared/enums/company-type.ts';
import { AppLoading } from '../components/layouts/app-loading.tsx';
import { NotFoundPage } from '../components/status-pages/not-found-page.tsx';
import { paths } from '../config/paths.ts';
import { useCurrentUser } from '../features/auth/api/get-current-user.ts';
import { outstandingMissingDetails } from '../lib/deferred-missing-details.ts';
import { LazyAreaLayout, LazyAreaNotFound } from './lazy-area-layout.ts';
import { legacyUserKindOf, resolveUnknownPath } from './legacy-redirects.ts';

/**
 * The redirect screen for paths no route matches (seeds 000 §2.7): an old address goes to its new
 * home; otherwise a signed-in user sees the not-found page inside their area's shell, and a
 * visitor goes to the root.
 */
export function UnknownPathScreen() {
  const { data: user, isPending } = useCurrentUser();
  const { pathname, search } = useLocation();
  if (isPending) return <AppLoading />;
  const outcome = resolveUnknownPath(pathname, search, legacyUserKindOf(user ?? null));
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  const area = user ? areaOf(user.company.type.id) : null;
  // Without an area (or before the missing details are done) there is no shell to show it in.
  if (!user || !area || outstandingMissingDetails(user).length > 0) return <NotFoundPage home={paths.root} />;
  return (
    <Suspense fallback={<AppLoading />}>
      <LazyAreaLayout area={area}>
        <LazyAreaNotFound />
      </LazyAreaLayout>
    </Suspense>
  );
}
