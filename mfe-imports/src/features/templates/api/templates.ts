import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { importTemplatesApi, type ImportTemplate, type ImportTemplateInput } from '@pimento/shared-kit/contracts/imports';
import { importKeys } from './query-keys';

export type { ImportTemplate };

/** The company's import templates, each with its last runs (newest first). */
export async function getImportTemplates(): Promise<ImportTemplate[]> {
  return (await apiClient.call(importTemplatesApi.list)).results;
}

export const importTemplatesQueryOptions = () => queryOptions({ queryKey: importKeys.templates, queryFn: getImportTemplates });

export function useImportTemplates() {
  return useQuery(importTemplatesQueryOptions());
}

export function getImportTemplate(id: number): Promise<ImportTemplate> {
  return apiClient.call(importTemplatesApi.get, { params: { id } });
}

export function useImportTemplate(id: number) {
  return useQuery({ queryKey: importKeys.template(id), queryFn: () => getImportTemplate(id), enabled: Number.isInteger(id) && id > 0, retry: false });
}

export type TemplateChange =
  | { action: 'create'; body: ImportTemplateInput }
  | { action: 'update'; id: number; body: ImportTemplateInput & { version: number } }
  | { action: 'rename'; template: ImportTemplate; name: string }
  | { action: 'duplicate'; id: number }
  | { action: 'delete'; id: number };

/** Creates, saves (version-checked: 409 `conflict.stale_version`), renames, duplicates or deletes a template. */
export async function saveImportTemplate(change: TemplateChange): Promise<ImportTemplate | null> {
  switch (change.action) {
    case 'create':
      return apiClient.call(importTemplatesApi.create, { body: change.body });
    case 'update':
      return apiClient.call(importTemplatesApi.update, { params: { id: change.id }, body: change.body });
    case 'rename': {
      const { template } = change;
      return apiClient.call(importTemplatesApi.update, {
        params: { id: template.id },
        body: { name: change.name, options: template.options, pills: template.pills, version: template.version },
      });
    }
    case 'duplicate':
      return apiClient.call(importTemplatesApi.duplicate, { params: { id: change.id } });
    case 'delete':
      await apiClient.call(importTemplatesApi.delete, { params: { id: change.id } });
      return null;
  }
}

export function useSaveImportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImportTemplate,
    onSuccess: (template) => {
      if (template) queryClient.setQueryData(importKeys.template(template.id), template);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.templates, exact: true }),
  });
}
