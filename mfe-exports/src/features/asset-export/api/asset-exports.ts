import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetExportRunsApi, type AssetExportDefinitionInput, type AssetExportRunRequest } from '@pimento/shared-kit/contracts/asset-exports';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { exportTemplatesApi, type ExportTemplate } from '@pimento/shared-kit/contracts/export-templates';
import { exportKeys } from '../../templates/api/query-keys';

/** An asset export template (docs/assets.md "Asset export"). */
export type AssetExportTemplate = Extract<ExportTemplate, { type: 'asset_export' }>;

const assetExportKeys = {
  categories: [...exportKeys.all, 'asset-categories'] as const,
  languages: [...exportKeys.all, 'languages'] as const,
};

/** Every asset category of the company, flat, each with its ancestors' ids. */
export function useAssetCategories() {
  return useQuery({ queryKey: assetExportKeys.categories, queryFn: async () => (await apiClient.call(assetsApi.categoryTree)).results, staleTime: 60_000 });
}

/** The company's attribute languages (an asset's language is one of them). */
export function useCompanyLanguages() {
  return useQuery({ queryKey: assetExportKeys.languages, queryFn: () => apiClient.call(companyApi.possibleLanguages), staleTime: 60_000 });
}

export function useAssetExportTemplate(id: number | null) {
  return useQuery({
    queryKey: exportKeys.template(id ?? 0),
    queryFn: async () => (await apiClient.call(exportTemplatesApi.get, { params: { id: id! } })) as AssetExportTemplate,
    enabled: id !== null,
    retry: false,
  });
}

export type AssetExportSave = { id: number | null; version: number | null; name: string; definition: AssetExportDefinitionInput };

/** Creates the template, or saves it as a new version (409 `conflict.stale_version` when someone saved meanwhile). */
export function useSaveAssetExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: AssetExportSave) => {
      const body = { type: 'asset_export' as const, name: save.name, definition: save.definition };
      const saved = save.id === null ? await apiClient.call(exportTemplatesApi.create, { body }) : await apiClient.call(exportTemplatesApi.update, { params: { id: save.id }, body: { ...body, version: save.version! } });
      return saved as AssetExportTemplate;
    },
    onSuccess: (template) => queryClient.setQueryData(exportKeys.template(template.id), template),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportKeys.templates }),
  });
}

export function useStartAssetExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssetExportRunRequest) => apiClient.call(assetExportRunsApi.start, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportKeys.runs }),
  });
}
