import { useEffect } from 'react';
import { bus } from '@pimento/shared-kit/bus/bus';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import type { Notification } from '@pimento/shared-kit/contracts/notifications';
import { notificationsQuery, useNotifications } from '../api/get-notifications';

/** Unread count for the header badge, live through `/ws/`. */
export function useUnreadNotifications(enabled: boolean): { unread: number; notifications: Notification[]; query: ReturnType<typeof useNotifications> } {
  const query = useNotifications(enabled);
  useEffect(() => {
    if (!enabled) return;
    const subscription = bus.on('ws').subscribe(({ message }) => {
      if (message.type === 'new_notification') void queryClient.invalidateQueries({ queryKey: notificationsQuery().queryKey });
    });
    return () => subscription.unsubscribe();
  }, [enabled]);
  const pages = query.data?.pages ?? [];
  return { unread: pages[0]?.unread ?? 0, notifications: pages.flatMap((page) => page.results), query };
}
