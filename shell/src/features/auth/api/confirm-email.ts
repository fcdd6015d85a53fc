import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { authApi } from '@pimento/shared-kit/contracts/auth';

/** Confirms the e-mail address of the e-mailed link. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => apiClient.call(authApi.confirmEmail, { body: { token }, anonymous: true }),
  });
}
