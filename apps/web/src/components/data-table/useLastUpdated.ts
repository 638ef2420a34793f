import { useEffect, useState } from 'react';
import { formatDistanceToNowStrict } from 'date-fns';

/** The label appears once the data is this old (spec 002 §9). */
export const LAST_UPDATED_MIN_AGE_MS = 5 * 60_000;
/** ...and is recomputed this often. */
export const LAST_UPDATED_TICK_MS = 60_000;

/** Human age of the data ("6 minutes"), or null while it is fresher than five minutes. */
export function useLastUpdated(lastUpdated: number | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), LAST_UPDATED_TICK_MS);
    return () => clearInterval(timer);
  }, [lastUpdated]);
  if (lastUpdated === null || now - lastUpdated < LAST_UPDATED_MIN_AGE_MS) return null;
  return formatDistanceToNowStrict(lastUpdated, { addSuffix: true });
}
