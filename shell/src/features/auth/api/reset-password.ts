import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { authApi } from '@pimento/shared-kit/contracts/auth';

export type ResetPasswordInput = { uid: string; token: string; password: string; password_confirmation: string };

/** Sets a new password from the e-mailed link; failures carry the server's codes and `fields.password` rules. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => apiClient.call(authApi.resetPassword, { body: input, anonymous: true }),
  });
}
