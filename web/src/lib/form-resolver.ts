import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type Translate, translateIssue } from '#shared/i18n/issue-message.ts';

/**
 * A react-hook-form resolver for the shared zod schemas that translates each issue with its
 * parameters (the API translates the same issues the same way), so forms and server agree.
 */
export function zodFormResolver<T extends FieldValues>(schema: z.ZodType<T>, t: Translate): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.') || 'root';
      errors[field] ??= { type: issue.code, message: translateIssue(t, issue) };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
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
