/**
 * Answers main.tsx asks for before the query library has loaded (it carries none): the data of
 * the page being opened, requested alongside current_user instead of once the page has rendered,
 * a round trip later. The page's query takes the answer the first time it asks (one request, not
 * two) if it asks within the page's opening seconds; later it asks afresh.
 */
const openingMs = 15_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

export function startEarlyQuery(queryKey: readonly unknown[], request: () => Promise<unknown>): void {
  const answer = request();
  // The page's query sees a failure (and asks again as queries do); until then it is not unhandled.
  answer.catch(() => undefined);
  started.set(keyOf(queryKey), { answer, at: performance.now() });
}

/** The early answer under `queryKey`, once and while the page is opening; else `request()`. */
export function earlyAnswerOr<T>(queryKey: readonly unknown[], request: () => Promise<T>): Promise<T> {
  const key = keyOf(queryKey);
  const early = started.get(key);
  started.delete(key);
  return early && performance.now() - early.at < openingMs ? (early.answer as Promise<T>) : request();
}
