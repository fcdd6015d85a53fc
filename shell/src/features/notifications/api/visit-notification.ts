import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { notificationsApi } from '@pimento/shared-kit/contracts/notifications';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { notificationsQuery } from './get-notifications';

/** Marks one notification (or all, without id) as visited. */
export function useVisitNotification() {
  return useMutation({
    mutationFn: (id: string | null) =>
      id ? apiClient.call(notificationsApi.visit, { params: { id } }) : apiClient.call(notificationsApi.visitAll),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQuery().queryKey }),
  });
}
