import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { emailTemplatesApi, type EmailTemplateInput } from '@pimento/shared-kit/contracts/email-templates';

const emailTemplateKeys = { all: ['email-templates'] as const };

export function useEmailTemplates() {
  return useQuery({ queryKey: emailTemplateKeys.all, queryFn: () => apiClient.call(emailTemplatesApi.list) });
}

export type EmailTemplateChange = { action: 'create'; body: EmailTemplateInput } | { action: 'update'; id: number; body: EmailTemplateInput } | { action: 'delete'; id: number };

async function changeEmailTemplate(change: EmailTemplateChange): Promise<unknown> {
  if (change.action === 'create') return apiClient.call(emailTemplatesApi.create, { body: change.body });
  if (change.action === 'update') return apiClient.call(emailTemplatesApi.update, { params: { id: change.id }, body: change.body });
  return apiClient.call(emailTemplatesApi.delete, { params: { id: change.id } });
}

export function useChangeEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeEmailTemplate, onSettled: () => queryClient.invalidateQueries({ queryKey: emailTemplateKeys.all }) });
}
