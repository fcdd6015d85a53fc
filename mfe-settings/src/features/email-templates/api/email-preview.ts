import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { emailTemplatesApi, type EmailPreviewInput } from '@pimento/shared-kit/contracts/email-templates';

/** The server's rendering of the editor's subject and body as they stand (the renderer every sending uses). */
export function usePreviewEmail() {
  return useMutation({ mutationFn: (input: EmailPreviewInput) => apiClient.call(emailTemplatesApi.preview, { body: input }) });
}
