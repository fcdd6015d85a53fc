/**
 * Wraps a token refresh so every call in flight shares one attempt: a refresh started less than
 * `windowMs` ago (spec §9: 5000 ms) is reused instead of starting another.
 */
export function createSharedRefresh(
  refresh: () => Promise<boolean>,
  { windowMs = 5000, now = Date.now }: { windowMs?: number; now?: () => number } = {},
): () => Promise<boolean> {
  let last: { startedAt: number; outcome: Promise<boolean> } | null = null;
  return () => {
    const time = now();
    if (last && time - last.startedAt < windowMs) return last.outcome;
    const outcome = refresh().catch(() => false);
    last = { startedAt: time, outcome };
    return outcome;
  };
}
