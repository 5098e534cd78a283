import { MissingDetail } from '#shared/enums/missing-detail.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';

/**
 * Missing details a user may put off for the rest of the browser session: the carrier's
 * 'IncorrectFactor' step, which only a user who manages the company's money can answer (the others
 * are told who can, and continue). Kept per user and company in session storage, so it is asked
 * again at the next sign-in until someone answers it.
 */
const deferrable: readonly MissingDetail[] = [MissingDetail.IncorrectFactor];
const storageKey = (user: Pick<CurrentUser, 'id' | 'company'>) =>
  `lanepay.deferredMissingDetails.${user.id}.${user.company.id}`;

function deferredOf(user: Pick<CurrentUser, 'id' | 'company'>): MissingDetail[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(user)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((d): d is MissingDetail => deferrable.includes(d)) : [];
  } catch {
    return [];
  }
}

/** Put a deferrable missing detail off for this browser session. */
export function deferMissingDetail(user: Pick<CurrentUser, 'id' | 'company'>, detail: MissingDetail): void {
  if (!deferrable.includes(detail)) return;
  sessionStorage.setItem(storageKey(user), JSON.stringify([...new Set([...deferredOf(user), detail])]));
}

/** The missing details the user is still sent to, in order. */
export function outstandingMissingDetails(user: CurrentUser): MissingDetail[] {
  const deferred = deferredOf(user);
  return user.missingDetails.filter((detail) => !deferred.includes(detail));
}
