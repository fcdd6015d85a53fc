import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { authApi } from '@pimento/shared-kit/contracts/auth';

/** Asks for a password reset e-mail: the same answer whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (usernameOrEmail: string) =>
      apiClient.call(authApi.forgotPassword, { body: { username_or_email: usernameOrEmail.trim() }, anonymous: true }),
  });
}
