import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * Reads the matching queries again after a change the server announced (a job's end, a
 * reconnection). A read still in flight may have left before the change, and TanStack Query joins
 * an invalidation to a first read in flight (one without data yet) instead of starting another:
 * its old answer would stand. Reads in flight are cancelled first, so the next one leaves after
 * the announcement.
 */
export async function readAgain(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}
