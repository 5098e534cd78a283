import { ApiError } from '../../../lib/api-client.ts';
import { classifyFailure } from './registration-flow.ts';

/** The text to show for a failed call: the server's own message when it sent one. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.isGeneric ? error.message : fallback;
}

/**
 * A form step's failed call: a spent or expired registration starts over, field errors go onto
 * the form's fields, anything else is shown above the form (the server's words when it gave some).
 */
export function reportFormFailure(
  failure: unknown,
  genericMessage: string,
  on: {
    expired: (message: string) => void;
    fields: (fieldErrors: Record<string, string[]>) => void;
    other: (message: string) => void;
  },
): void {
  const kind = failure instanceof ApiError ? classifyFailure(failure) : 'other';
  if (kind === 'expired') on.expired(failureMessage(failure, ''));
  else if (failure instanceof ApiError && kind === 'fields') on.fields(failure.fieldErrors);
  else on.other(failureMessage(failure, genericMessage));
}
