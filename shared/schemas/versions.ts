import * as z from 'zod';
import { ifMatchHeader } from '../constants/versions.ts';

/**
 * An object's version as its answers carry it: bumped by every change to what the object shows, and
 * the same number as its `ETag` (`"v12"`). Objects stored before versions existed are at 0.
 */
export const versionSchema = z
  .number()
  .int()
  .nonnegative()
  .meta({ description: 'The version of this object; send it back as `If-Match: "v<version>"` to change it' });

/**
 * The `If-Match` header of an update (functions/lib/http/if-match.ts reads it). Declared optional so
 * that the route itself answers a missing one with 428 rather than a generic 400; what it must hold
 * is checked there too.
 */
export const ifMatchHeadersSchema = z.object({
  [ifMatchHeader]: z
    .string()
    .max(200)
    .optional()
    .meta({
      description:
        'The ETag of the version the change was made on, as its GET answered it (`"v12"`). Required: ' +
        'without it 428; when the object has changed since, 409 and nothing is written.',
      example: '"v12"',
    }),
});
