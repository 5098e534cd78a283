/**
 * Turns an error body into the text to show, in the order the seeds give (000 §8): a plain
 * string, `message`, an `errors` list (title or error), an `errors` object by field, an `error`
 * field, or an object of field → messages shown as 'Field - message'. Null when none applies,
 * so the caller falls back to 'Something went wrong.'.
 */
export function readErrorMessage(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  const { errors } = record;
  if (Array.isArray(errors)) {
    const texts = errors
      .map((e) =>
        typeof e === 'string' ? e : ((e as Record<string, unknown>)?.title ?? (e as Record<string, unknown>)?.error),
      )
      .filter((t): t is string => typeof t === 'string' && t.length > 0);
    if (texts.length > 0) return texts.join(' ');
  }
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    const text = fieldMessages(errors as Record<string, unknown>);
    if (text) return text;
  }
  if (typeof record.error === 'string' && record.error) return record.error;
  return fieldMessages(record);
}

function fieldMessages(record: Record<string, unknown>): string | null {
  const lines = Object.entries(record).flatMap(([field, value]) => {
    const messages = Array.isArray(value) ? value : [value];
    return messages.filter((m): m is string => typeof m === 'string').map((m) => `${field} - ${m}`);
  });
  return lines.length > 0 ? lines.join('\n') : null;
}

/** Field errors (dotted path → messages) of an error body, for mapping onto form fields. */
export function readFieldErrors(body: unknown): Record<string, string[]> {
  if (!body || typeof body !== 'object') return {};
  const { errors } = body as Record<string, unknown>;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string');
    if (messages.length > 0) result[field] = messages;
  }
  return result;
}
