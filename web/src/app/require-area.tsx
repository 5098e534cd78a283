import { type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { type Area, areaOf } from '#shared/enums/company-type.ts';
import { missingDetailSegment } from '#shared/enums/missing-detail.ts';
import { useAreaShell } from '../components/layouts/area-shell/area-shell-context.ts';
import { NoAccessPage } from '../components/status-pages/no-access-page.tsx';
import { paths, returnUrlParam } from '../config/paths.ts';
import { useCurrentUser } from '../features/auth/api/get-current-user.ts';
import { outstandingMissingDetails } from '../lib/deferred-missing-details.ts';
import { LazyAreaLayout } from './lazy-area-layout.ts';
import { routeDecisionAt } from './route-guard.ts';

/** The no-access page inside the shell, leading back to the area's landing page. */
function ShellNoAccess() {
  return <NoAccessPage home={useAreaShell().home} />;
}

/**
 * Route guard of an area (seeds 000 §2.2, 001 §2 and §4): no session → root with return_url; a
 * missing detail → its page; a company of another type → root; then the page's own rule, from the
 * one route table (shared/permissions/area-route-access.ts, through route-guard.ts): where the
 * table redirects a refused user, there; otherwise the no-access page inside the area's shell, and
 * the page itself is never rendered (so it calls nothing). The API enforces the same rules on
 * every call (`access.page` in shared/permissions/route-access.ts).
 *
 * Every address under the area passes here, so a new page needs nothing but its entry in the table.
 */
export function RequireArea({ area, children, fallback }: { area: Area; children: ReactNode; fallback: ReactNode }) {
  const { data: user, isPending, error } = useCurrentUser();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (isPending) return fallback;
  // A failed read of the user (5xx, no answer) is not 'signed out' (that is a 401, read as null):
  // the route's error page offers to start again, and the session is left as it is.
  if (error) throw error;
  if (!user) return <Navigate to={`${paths.root}?${returnUrlParam}=${encodeURIComponent(here)}`} replace />;
  const missing = outstandingMissingDetails(user)[0];
  if (missing !== undefined) return <Navigate to={paths.missingDetails(missingDetailSegment[missing], here)} replace />;
  if (areaOf(user.company.type.id) !== area) return <Navigate to={paths.root} replace />;
  const decision = routeDecisionAt(location.pathname, user);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'no-access') {
    // The same shell the area route renders (router.tsx), in the same place, so moving between an
    // allowed and a refused page keeps the shell mounted; only its content changes.
    return (
      <Suspense fallback={fallback}>
        <LazyAreaLayout area={area}>
          <ShellNoAccess />
        </LazyAreaLayout>
      </Suspense>
    );
  }
  return children;
}
