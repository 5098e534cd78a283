import type { z } from 'zod';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * Shared schemas put an i18n key in each issue's message (see shared/validation). Issues raised by
 * zod itself carry English prose instead; those fall back to a generic 'Invalid value'.
 */
export function isMessageKey(message: string): boolean {
  return /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(message);
}

/**
 * Translates a zod issue. Custom issues may carry `params`; a param that is a list holds message
 * keys that are translated and joined, which is how 'Must contain {{validationStrings}}' is built.
 */
export function translateIssue(t: Translate, issue: z.core.$ZodIssue): string {
  const key = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  const raw: Record<string, unknown> = {
    ...('params' in issue && issue.params ? issue.params : {}),
    ...('minimum' in issue ? { minLength: issue.minimum } : {}),
    ...('maximum' in issue ? { maxLength: issue.maximum } : {}),
  };
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    params[name] = Array.isArray(value) ? value.map((k) => t(String(k), raw)).join(', ') : value;
  }
  return t(key, params);
}
