import { useEffect, useState } from 'react';
import { searchDebounceMs } from '#shared/constants/client.ts';

/** The value once it has stopped changing for `delayMs` (seeds 000 §9: search debounce 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs = searchDebounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
