import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { notificationsApi, type NotificationPage } from '@pimento/shared-kit/contracts/notifications';
import { notificationKeys } from './query-keys';

const emptyPage: NotificationPage = { results: [], next_cursor: null, unread: 0 };

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: async ({ pageParam }): Promise<NotificationPage> =>
      apiClient.call(notificationsApi.page, { query: { cursor: pageParam || undefined } }).catch(() => emptyPage),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({ ...notificationsQuery(), enabled });
}
