import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type Translate, translateIssue } from '#shared/i18n/issue-message.ts';

export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export type Validation<T> =
  | { ok: true; data: T }
  | { ok: false; errors: Record<string, { type: string; message: string }> };

/**
 * Checks values against a shared zod schema and translates each issue with its parameters (the
 * API translates the same issues the same way), keeping the first message per field. The schema
 * may be given as a loader, so pages that must be usable quickly (login) fetch zod only when the
 * user first submits.
 */
export async function validateWith<T>(source: SchemaSource<T>, values: unknown, t: Translate): Promise<Validation<T>> {
  const schema = typeof source === 'function' ? await source() : source;
  const result = await schema.safeParseAsync(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'root';
    errors[field] ??= { type: issue.code, message: translateIssue(t, issue) };
  }
  return { ok: false, errors };
}

/** A react-hook-form resolver over `validateWith`, so forms and server agree on every message. */
export function zodFormResolver<T extends FieldValues>(source: SchemaSource<T>, t: Translate): Resolver<T> {
  return async (values) => {
    const validation = await validateWith(source, values, t);
    return validation.ok
      ? { values: validation.data, errors: {} }
      : { values: {}, errors: validation.errors as FieldErrors<T> };
  };
}

/** Server field errors (dotted path → messages) onto a form's fields. */
export function applyServerErrors(
  fieldErrors: Record<string, string[]>,
  setError: (name: never, error: { type: string; message: string }) => void,
): boolean {
  const entries = Object.entries(fieldErrors).filter(([, messages]) => messages.length > 0);
  for (const [field, messages] of entries) setError(field as never, { type: 'server', message: messages.join(' ') });
  return entries.length > 0;
}
