import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { connectorsApi } from '@pimento/shared-kit/contracts/connectors';
import { feedsApi, type Feed, type FeedDelivery, type FeedInput } from '@pimento/shared-kit/contracts/feeds';

export const feedKeys = {
  all: ['exports', 'feeds'] as const,
  deliveries: (id: number) => ['exports', 'feeds', id, 'deliveries'] as const,
  connectors: ['exports', 'feeds', 'connectors'] as const,
};

const going = (delivery: FeedDelivery | null | undefined) => delivery != null && ['waiting', 'exporting', 'delivering', 'retrying'].includes(delivery.status);

/** The feeds the user may see with their next run and last delivery; polled while one is delivering. */
export function useFeeds() {
  return useQuery({
    queryKey: feedKeys.all,
    queryFn: () => apiClient.call(feedsApi.list),
    retry: false,
    refetchInterval: (query) => (query.state.data?.results.some((feed) => going(feed.last_delivery)) ? 2000 : false),
  });
}

export function useDeliveries(feedId: number | null) {
  return useQuery({
    queryKey: feedKeys.deliveries(feedId ?? 0),
    queryFn: async () => (await apiClient.call(feedsApi.deliveries, { params: { id: feedId! } })).results,
    enabled: feedId !== null,
    refetchInterval: (query) => (query.state.data?.some(going) ? 2000 : false),
  });
}

/** The company's FTP and SFTP connections a feed may deliver to (empty when the user may not use connectors). */
export function useConnectorChoices() {
  return useQuery({
    queryKey: feedKeys.connectors,
    queryFn: async () => {
      try {
        return (await apiClient.call(connectorsApi.choices)).results;
      } catch {
        return [];
      }
    },
    staleTime: 60_000,
  });
}

export function useSaveFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FeedInput }): Promise<Feed> =>
      id === null ? apiClient.call(feedsApi.create, { body }) : apiClient.call(feedsApi.update, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}

export type FeedAction = 'pause' | 'resume' | 'run' | 'delete';

export function useFeedAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, id }: { action: FeedAction; id: number }) => {
      if (action === 'delete') await apiClient.call(feedsApi.delete, { params: { id } });
      else if (action === 'run') await apiClient.call(feedsApi.run, { params: { id } });
      else await apiClient.call(feedsApi[action], { params: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}

export function useReplay(feedId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => apiClient.call(feedsApi.replay, { params: { id: feedId, delivery_id: deliveryId } }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: feedKeys.deliveries(feedId) }), queryClient.invalidateQueries({ queryKey: feedKeys.all })]),
  });
}

/** Administrators: the company's time zone, in which every feed runs. */
export function useSetTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => apiClient.call(feedsApi.setTimeZone, { body: { time_zone: timeZone } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}
