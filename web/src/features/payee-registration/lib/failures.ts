import { ApiError } from '../../../lib/api-client.ts';

/** The text to show for a failed call: the server's own message when it sent one. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.isGeneric ? error.message : fallback;
}
