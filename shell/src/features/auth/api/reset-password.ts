import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';

export type ResetPasswordInput = { uid: string; token: string; password: string; password_confirmation: string };

/** `POST /api/auth/reset-password/`; failures carry the server's codes and `fields.password` rules. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => apiClient.post('/api/auth/reset-password/', input, { anonymous: true }),
  });
}
