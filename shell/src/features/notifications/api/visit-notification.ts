import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { notificationsQuery } from './get-notifications';

/** Marks one notification (or all, without id) as visited. */
export function useVisitNotification() {
  return useMutation({
    mutationFn: (id: string | null) =>
      apiClient.post(id ? `/api/notifications/${encodeURIComponent(id)}/visit/` : '/api/notifications/visit-all/'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQuery().queryKey }),
  });
}
