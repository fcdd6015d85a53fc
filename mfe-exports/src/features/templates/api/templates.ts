import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import { exportTemplatesApi, type ExportTemplate } from '@pimento/shared-kit/contracts/export-templates';
import { exportKeys } from './query-keys';

export type MatrixTemplate = Extract<ExportTemplate, { type: 'matrix' }>;

/** Every template the user may read, of every type the company has activated. */
export function useExportTemplates() {
  return useQuery({ queryKey: exportKeys.templates, queryFn: async () => (await apiClient.call(exportTemplatesApi.list, { query: {} })).results });
}

export function useMatrixTemplate(id: number) {
  return useQuery({
    queryKey: exportKeys.template(id),
    queryFn: async () => (await apiClient.call(exportTemplatesApi.get, { params: { id } })) as MatrixTemplate,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export type TemplateChange =
  | { action: 'create'; name: string; layout: ExportLayout }
  | { action: 'update'; id: number; name: string; layout: ExportLayout; version: number }
  | { action: 'duplicate'; id: number }
  | { action: 'revert'; id: number; to: number; version: number }
  | { action: 'delete'; id: number };

/** Creates, saves (version-checked: 409 `conflict.stale_version`), duplicates, reverts or deletes a matrix template. */
export async function changeTemplate(change: TemplateChange): Promise<MatrixTemplate | null> {
  switch (change.action) {
    case 'create':
      return (await apiClient.call(exportTemplatesApi.create, { body: { type: 'matrix', name: change.name, definition: change.layout } })) as MatrixTemplate;
    case 'update':
      return (await apiClient.call(exportTemplatesApi.update, { params: { id: change.id }, body: { type: 'matrix', name: change.name, definition: change.layout, version: change.version } })) as MatrixTemplate;
    case 'duplicate':
      return (await apiClient.call(exportTemplatesApi.duplicate, { params: { id: change.id } })) as MatrixTemplate;
    case 'revert':
      return (await apiClient.call(exportTemplatesApi.revert, { params: { id: change.id }, body: { to_version: change.to, version: change.version, confirm: true } })) as MatrixTemplate;
    case 'delete':
      await apiClient.call(exportTemplatesApi.delete, { params: { id: change.id } });
      return null;
  }
}

export function useChangeTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTemplate,
    onSuccess: (template) => {
      if (template) queryClient.setQueryData(exportKeys.template(template.id), template);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportKeys.templates }),
  });
}

export function useTemplateVersions(id: number, enabled: boolean) {
  return useQuery({ queryKey: exportKeys.versions(id), queryFn: async () => (await apiClient.call(exportTemplatesApi.versions, { params: { id } })).results, enabled });
}

export function useTemplateComparison(id: number, from: number | null, to: number | null) {
  return useQuery({
    queryKey: exportKeys.compare(id, from ?? 0, to ?? 0),
    queryFn: () => apiClient.call(exportTemplatesApi.compare, { params: { id }, query: { from: from!, to: to! } }),
    enabled: from !== null && to !== null && from !== to,
  });
}
