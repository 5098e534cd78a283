import type { z } from 'zod';
import { type Translate, translateIssue } from '#shared/i18n/issue-message.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { serverMessages } from '#shared/i18n/server-messages.ts';

/**
 * A tiny stand-in for i18next over the server resources: looks a dotted key up
 * (`validation.password.mustContain`) and fills `{{name}}` placeholders. A missing key throws, so
 * a test fails rather than showing the key.
 */
export function createTranslator(language: Language = 'en'): Translate {
  return (key, params = {}) => {
    let node: unknown = serverMessages[language];
    for (const part of key.split('.')) {
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    }
    if (typeof node !== 'string') throw new Error(`No '${language}' message for '${key}'`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
      name in params ? String(params[name]) : placeholder,
    );
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
