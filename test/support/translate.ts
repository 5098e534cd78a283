import type { z } from 'zod';
import { type Translate, translateIssue } from '#shared/i18n/issue-message.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator, lookup } from '#shared/i18n/message-catalog.ts';
import { serverMessages } from '#shared/i18n/server-messages.ts';

/**
 * The server's translator over its resources, except that a missing key throws (instead of falling
 * back), so a test fails rather than showing the key.
 */
export function createTranslator(language: Language = 'en'): Translate {
  const translate = catalogTranslator(serverMessages, language);
  return (key, params) => {
    if (lookup(serverMessages[language], key) === undefined) throw new Error(`No '${language}' message for '${key}'`);
    return translate(key, params);
  };
}

export const t = createTranslator('en');

/** The English messages a schema gives for an input, keyed by dotted field path ('' for the value itself). */
export function messagesFor(schema: z.ZodType, input: unknown, translate: Translate = t): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    messages[path] = [...(messages[path] ?? []), translateIssue(translate, issue)];
  }
  return messages;
}

/** The single English message a schema gives for an input's value itself; undefined when it passes. */
export function messageFor(schema: z.ZodType, input: unknown, translate: Translate = t): string | undefined {
  const messages = Object.values(messagesFor(schema, input, translate)).flat();
  if (messages.length > 1) throw new Error(`Expected one message, got ${JSON.stringify(messages)}`);
  return messages[0];
}
