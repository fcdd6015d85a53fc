import { useEffect, useState } from 'react';

/** Spec §4/§9: the global loader stays at least 2000 ms. */
export const minimumLoaderMs = 2000;

/** True until `ready` is true AND `minimumMs` have passed since mount. */
export function useMinimumDuration(ready: boolean, minimumMs: number = minimumLoaderMs): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), minimumMs);
    return () => window.clearTimeout(timer);
  }, [minimumMs]);
  return !(ready && elapsed);
}
