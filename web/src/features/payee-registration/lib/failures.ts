import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-resolver.ts';
import { classifyFailure, type FlowEvent } from './registration-flow.ts';

/** The text to show for a failed call: the server's own message when it sent one. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.isGeneric ? error.message : fallback;
}

/**
 * A form step's failed calls: a spent or expired registration starts over, field errors go onto
 * the form's fields, anything else is the step's error line (the server's words when it gave some).
 * `report` takes the failure; `clear` empties the line before the next try.
 */
export function useStepFailure<Values extends FieldValues>(
  dispatch: (event: FlowEvent) => void,
  setFieldError: UseFormSetError<Values>,
) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  function report(failure: unknown) {
    const kind = failure instanceof ApiError ? classifyFailure(failure) : 'other';
    if (kind === 'expired') dispatch({ type: 'expired', message: failureMessage(failure, '') });
    else if (failure instanceof ApiError && kind === 'fields') applyServerErrors(failure.fieldErrors, setFieldError);
    else setError(failureMessage(failure, t('registration.genericError')));
  }
  return { error, report, clear: () => setError(null) };
}
