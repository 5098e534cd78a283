import type { Context } from 'hono';
import { entityTagOf, etagHeader, ifMatchHeader } from '#shared/constants/versions.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { badRequest, HttpError } from './errors.ts';

/*
 * Optimistic concurrency, the HTTP side (shared/constants/versions.ts): every update of a versioned
 * object names the version it was made on in `If-Match`, and its GET (and every answer that carries
 * the object) gives that version as the strong entity tag `"v<version>"`. Each route that changes
 * such an object hands its service the header's version as an ExpectedVersion (expectedVersionOf),
 * which the service reads once it has checked who may make the change and that the object exists
 * for the caller (so those calls still answer 403 and 404, and tell nobody else about versions),
 * and writes only if the object is still at that version (a conditional write in its repository).
 *
 * - No `If-Match` (or `*`, which names no version): 428. Answering it as before would let a client
 *   that never loaded the object, or an old one that does not send the header, overwrite silently.
 * - A strong tag of ours (`"v12"`): that version.
 * - Any other well-formed entity tag (a weak one `W/"v12"`, one we never made): it cannot match any
 *   version (If-Match compares strongly), so it stands for `unmatchableVersion`, and the service
 *   answers as for a stale version: 409, unless the change is already there.
 * - Anything else, a list of several tags included: 400 on `if-match`.
 *
 * 409 rather than HTTP's 412: the portal answers every "changed meanwhile" with its one conflict
 * shape and message ('changed at the same time, reload'), which clients already handle.
 */

/** The version an entity tag we never made stands for: it matches no object. */
export const unmatchableVersion = -1;

const ourTag = /^"v(\d{1,15})"$/;
const anyTag = /^(W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/;

/** 428: the update did not say which version it was made on. */
export const preconditionRequired = () => new HttpError(428, ErrorCode.PreconditionRequired, 'errors.versionRequired');

/** The version an `If-Match` value names (see above); throws 428 or 400. */
export function versionOfIfMatch(value: string | undefined): number {
  const tag = value?.trim() ?? '';
  if (tag === '' || tag === '*') throw preconditionRequired();
  const ours = ourTag.exec(tag);
  if (ours) return Number(ours[1]);
  if (anyTag.test(tag)) return unmatchableVersion;
  throw badRequest('errors.versionInvalid', { [ifMatchHeader]: [] });
}

/**
 * The version an update was made on, read when the service asks for it: throws 428 when the update
 * named none, 400 when its `If-Match` is not an entity tag. Services take this rather than a number
 * so that they ask only after their own refusals (403, 404).
 */
export type ExpectedVersion = () => number;

/** The request's `If-Match`, as its service reads it (see ExpectedVersion). */
export function expectedVersionOf(c: Context): ExpectedVersion {
  const value = c.req.header(ifMatchHeader);
  return () => versionOfIfMatch(value);
}

/** Answers the object's version as its entity tag (`ETag: "v12"`). */
export function setVersionTag(c: Context, version: number): void {
  c.header(etagHeader, entityTagOf(version));
}
