import type { Context } from 'hono';
import { invoiceUploadServerMessages } from '#shared/i18n/invoice-uploads-server-messages.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import type { ErrorCode } from '#shared/schemas/api-error.ts';
import { HttpError } from '../../lib/http/errors.ts';
import { requestLanguage, translator } from '../../lib/http/i18n.ts';

/*
 * The upload's words (row problems, file and batch refusals) ride in this function's bundle
 * alone: in shared/i18n/server-messages.ts they would add some 12 KB to every API function, and
 * several sit at their bundle target.
 */

/** The server's translator, with the `invoiceUploads` messages too. */
export function uploadTranslator(c: Context): Translate {
  const own = catalogTranslator(invoiceUploadServerMessages, requestLanguage(c));
  const base = translator(c);
  return (key, params) => (key.startsWith('invoiceUploads.') ? own(key, params) : base(key, params));
}

/**
 * An error answer whose message is one of the upload's: said here, in the caller's language, and
 * handed to the error body as it is (a key the server catalog does not hold reads as itself, and
 * `{{message}}` is filled with the text).
 */
export function uploadError(
  c: Context,
  status: 400 | 409,
  code: ErrorCode,
  key: string,
  fieldErrors?: Record<string, string[]>,
): HttpError {
  return new HttpError(status, code, '{{message}}', fieldErrors, { message: uploadTranslator(c)(key) });
}
