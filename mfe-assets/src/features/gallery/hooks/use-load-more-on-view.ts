import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned element comes near the viewport: the infinite scroll. Where
 * IntersectionObserver is missing nothing happens, and the "Load more" button stays the way.
 */
export function useLoadMoreOnView(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current(), { rootMargin: '400px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
