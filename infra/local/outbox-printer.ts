import { listOutboxSince } from '#functions/repositories/outbox.ts';

/** Prints every message the portal sends (emails, texts, calls) while `npm start` runs. */
export function startOutboxPrinter(print: (line: string) => void): { stop(): void } {
  let cursor = `${new Date().toISOString()}#`;
  const timer = setInterval(async () => {
    try {
      const { messages, cursor: next } = await listOutboxSince(cursor);
      for (const m of messages) print(`[outbox] ${m.channel} to ${m.to}: ${m.subject}\n         ${m.body}`);
      if (next) cursor = next;
    } catch {
      // The next tick retries; the outbox keeps the messages.
    }
  }, 2000);
  return { stop: () => clearInterval(timer) };
}
