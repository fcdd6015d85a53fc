import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { ssoApi, type SsoConfigInput } from '@pimento/shared-kit/contracts/sso';
import { companyKeys } from './company';

/** The company's identity provider (docs/sso.md): administrators only. */
export const ssoKeys = { setup: ['company-settings', 'sso'] as const };

export function useSsoSetup() {
  return useQuery({ queryKey: ssoKeys.setup, queryFn: () => apiClient.call(ssoApi.setup) });
}

export function useSaveSso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoConfigInput) => apiClient.call(ssoApi.save, { body }),
    onSuccess: (setup) => queryClient.setQueryData(ssoKeys.setup, setup),
  });
}

export function useRemoveSso() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => apiClient.call(ssoApi.remove), onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }) });
}

/** Where the browser goes for the administrator's test sign-in. */
export function startSsoTest(): Promise<string> {
  return apiClient.call(ssoApi.test, { body: {} }).then((answer) => answer.redirect_url);
}
