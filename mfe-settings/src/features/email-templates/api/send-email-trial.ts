import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { emailTemplatesApi } from '@pimento/shared-kit/contracts/email-templates';
import { sentEmailKeys } from './sent-emails';

/** Sends a saved template to its recipients; the history then holds each one's outcome. */
export function useSendEmailTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.call(emailTemplatesApi.sendTrial, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sentEmailKeys.all }),
  });
}
