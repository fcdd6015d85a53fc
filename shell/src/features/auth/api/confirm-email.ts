import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';

/** `POST /api/auth/confirm-email/`. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => apiClient.post('/api/auth/confirm-email/', { token }, { anonymous: true }),
  });
}
