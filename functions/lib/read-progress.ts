import { AsyncLocalStorage } from 'node:async_hooks';

/** Items read so far by the work this counter follows. */
export type ReadCounter = { itemsRead: number };

const current = new AsyncLocalStorage<ReadCounter>();

/**
 * Runs `work` counting every item the table's paged reads (repositories/paged-reads.ts) return to
 * it: the export worker shows it as a job's progress, without any report knowing of jobs.
 */
export function countingReads<T>(counter: ReadCounter, work: () => Promise<T>): Promise<T> {
  return current.run(counter, work);
}

/** Adds to the counter of the work under way, if any follows it. */
export function countItemsRead(count: number): void {
  const counter = current.getStore();
  if (counter) counter.itemsRead += count;
}
