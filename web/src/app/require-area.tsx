import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { type Area, areaOf } from '#shared/enums/company-type.ts';
import { missingDetailSegment } from '#shared/enums/missing-detail.ts';
import { paths, returnUrlParam } from '../config/paths.ts';
import { useCurrentUser } from '../features/auth/api/get-current-user.ts';

/**
 * Route guard of an area (seeds 000 §2.2): no session → root with return_url; a missing detail →
 * its page; a company of another type → root. The API enforces the same rules on every call.
 */
export function RequireArea({ area, children, fallback }: { area: Area; children: ReactNode; fallback: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (isPending) return fallback;
  if (!user) return <Navigate to={`${paths.root}?${returnUrlParam}=${encodeURIComponent(here)}`} replace />;
  const missing = user.missingDetails[0];
  if (missing !== undefined) return <Navigate to={paths.missingDetails(missingDetailSegment[missing], here)} replace />;
  if (areaOf(user.company.type.id) !== area) return <Navigate to={paths.root} replace />;
  return children;
}
