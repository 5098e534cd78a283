import { useEffect, useRef, useState } from 'react';
import { BillState } from '#shared/enums/bill-state.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { type UseBillOptions, useBill } from '#web/lib/paperwork/get-bill.ts';

/** How often a bill on its way is read again, and for how long before the page stops asking. */
export const deliveryPoll = { intervalMs: 1_000, giveUpAfterMs: 90_000 } as const;

/**
 * A bill that follows its delivery: while it is `sent` (queued for the background worker, which
 * moves it on within seconds) it is read again every second, for at most 90 seconds from when the
 * page started watching. `watch()` starts a new watch (after a resubmission); `onSettled` hears
 * the state it settled in.
 */
export function useDeliveryWatch(id: string, onSettled?: (bill: Bill) => void) {
  const startedAt = useRef(Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const [watching, setWatching] = useState(false);
  const options: UseBillOptions = {
    refetchInterval: (bill) =>
      bill?.state === BillState.Sent && Date.now() - startedAt.current < deliveryPoll.giveUpAfterMs
        ? deliveryPoll.intervalMs
        : false,
  };
  const query = useBill(id, options);
  const state = query.data?.state;
  const previous = useRef(state);
  /** When `watch()` was called: the first answer read after it settles the watch even if never `sent`. */
  const awaiting = useRef<number | null>(null);
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (!state || !query.data) return;
    if (state === BillState.Sent) {
      setWatching(true);
      return;
    }
    // Settled: seen leaving `sent`, or (a worker faster than the page) already past it when read
    // after the resubmission.
    const fresh = awaiting.current !== null && query.dataUpdatedAt >= awaiting.current;
    if (before === BillState.Sent || fresh) {
      awaiting.current = null;
      setWatching(false);
      settledRef.current?.(query.data);
    }
  }, [state, query.data, query.dataUpdatedAt]);

  useEffect(() => {
    if (state !== BillState.Sent) return;
    const left = deliveryPoll.giveUpAfterMs - (Date.now() - startedAt.current);
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [state]);

  return {
    query,
    /** The page is following a delivery now. */
    delivering: watching && state === BillState.Sent && !gaveUp,
    /** The bill stayed `sent` past the watch: it will move on later. */
    stillSending: state === BillState.Sent && gaveUp,
    watch: () => {
      startedAt.current = Date.now();
      awaiting.current = Date.now();
      setGaveUp(false);
      setWatching(true);
      void query.refetch();
    },
  };
}
