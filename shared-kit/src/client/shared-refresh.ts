/**
 * Wraps a token refresh so every call in flight shares one attempt: a refresh started less than
 * `windowMs` ago (spec §9: 5000 ms) is reused instead of starting another.
 *
 * A refresh that fails without an answer (network down, request cut by a page reload) rejects and
 * is not reused: the session may be fine, so the next call tries again instead of logging out.
 */
export function createSharedRefresh(
  refresh: () => Promise<boolean>,
  { windowMs = 5000, now = Date.now }: { windowMs?: number; now?: () => number } = {},
): () => Promise<boolean> {
  let last: { startedAt: number; outcome: Promise<boolean> } | null = null;
  return () => {
    const time = now();
    if (last && time - last.startedAt < windowMs) return last.outcome;
    const attempt = { startedAt: time, outcome: refresh() };
    attempt.outcome.catch(() => {
      if (last === attempt) last = null;
    });
    last = attempt;
    return attempt.outcome;
  };
}
