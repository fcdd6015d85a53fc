import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { ssoApi } from '@pimento/shared-kit/contracts/sso';

const microsoftLinkKey = ['settings', 'profile', 'microsoft-link'] as const;

/** Whether the company's provider can be linked to from here, and the user's linked identity. */
export function useMicrosoftLink() {
  return useQuery({ queryKey: microsoftLinkKey, queryFn: () => apiClient.call(ssoApi.linkStatus) });
}

/** Leaves for the provider's sign-in; the way back is `/microsoft-callback/`, then this profile. */
export function useStartMicrosoftLink() {
  return useMutation({
    mutationFn: () => apiClient.call(ssoApi.link, { body: {} }),
    onSuccess: (answer) => window.location.assign(answer.redirect_url),
  });
}

/** Spec §4: the server ends every session of the user; this browser then goes to the sign-in page. */
export function useUnlinkMicrosoft() {
  return useMutation({
    mutationFn: () => apiClient.call(ssoApi.unlink),
    onSuccess: () => apiClient.logout(),
  });
}
