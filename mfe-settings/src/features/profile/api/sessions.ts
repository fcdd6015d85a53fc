import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { sessionsApi } from '@pimento/shared-kit/contracts/sessions';

const activeSessionsKey = ['settings', 'profile', 'sessions'] as const;

/** The browsers signed in to the user's account (docs/rights.md "Sessions"). */
export function useActiveSessions() {
  return useQuery({ queryKey: activeSessionsKey, queryFn: () => apiClient.call(sessionsApi.list) });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.call(sessionsApi.end, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsKey }),
  });
}

/** "Sign out everywhere else": this browser stays signed in. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(sessionsApi.endOthers, { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsKey }),
  });
}
