/*
 * Optimistic concurrency over HTTP (README "API conventions"): every mutable object (a bill with its
 * charges and documents, a company user, a payee relationship, the payee's restrictions) has a
 * `version`, answered in its body and as the strong entity tag of its GET (`ETag: "v12"`). An update
 * sends back the version it was made on as `If-Match`; the server writes only if the object is still
 * at that version, so two people editing the same object can never overwrite each other silently.
 * Both sides build the tag here, so the browser can send it from the body it cached.
 */

/** The request header an update names the version it was made on with. */
export const ifMatchHeader = 'if-match';

/** The response header carrying the object's entity tag. */
export const etagHeader = 'etag';

/** The strong entity tag of an object's version: `"v12"`. */
export function entityTagOf(version: number): string {
  return `"v${version}"`;
}
