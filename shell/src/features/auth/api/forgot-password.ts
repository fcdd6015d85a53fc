import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';

/** `POST /api/auth/forgot-password/`: 204 whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (usernameOrEmail: string) =>
      apiClient.post('/api/auth/forgot-password/', { username_or_email: usernameOrEmail.trim() }, { anonymous: true }),
  });
}
