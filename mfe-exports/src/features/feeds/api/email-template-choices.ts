import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { emailTemplatesApi } from '@pimento/shared-kit/contracts/email-templates';

/** The company's e-mail templates a feed's e-mail may be written by (every user of the company reads them). */
export function useEmailTemplateChoices() {
  return useQuery({ queryKey: ['exports', 'email-templates'], queryFn: () => apiClient.call(emailTemplatesApi.list), staleTime: 30_000 });
}
