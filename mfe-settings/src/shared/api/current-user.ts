import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { currentUserApi } from '@pimento/shared-kit/contracts/current-user';

/** The signed-in user as the settings screens read it (the profile replaces it after a change). */
export const currentUserKey = ['settings', 'current-user'] as const;

/** The signed-in user: name, language, and whether they administer the company or the platform. */
export function useCurrentUser() {
  return useQuery({ queryKey: currentUserKey, queryFn: () => apiClient.call(currentUserApi.get) });
}
