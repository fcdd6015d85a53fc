import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetRulesApi, type AssetRuleDraft, type AssetRulePreviewRequest, type AssetRuleRunRequest } from '@pimento/shared-kit/contracts/asset-assignment';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { assetKeys } from '../../../api/query-keys';

export function useAssetRules() {
  return useQuery({ queryKey: assetKeys.rules, queryFn: () => apiClient.call(assetRulesApi.list) });
}

/** The attributes an attribute pill can name. */
export function useAttributeLabels(enabled: boolean) {
  return useQuery({ queryKey: assetKeys.attributeLabels, queryFn: () => apiClient.call(attributesApi.idLabels), staleTime: 5 * 60_000, enabled });
}

/** Creates (no `id`) or replaces a rule. */
export function useSaveAssetRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: AssetRuleDraft }) =>
      id === null ? apiClient.call(assetRulesApi.create, { body: draft }) : apiClient.call(assetRulesApi.update, { params: { id }, body: draft }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.rules }),
  });
}

export function useDeleteAssetRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.call(assetRulesApi.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.rules }),
  });
}

export function usePreviewAssetRule() {
  return useMutation({ mutationFn: (body: AssetRulePreviewRequest) => apiClient.call(assetRulesApi.preview, { body }) });
}

/** Starts a run; the tasks panel follows it. */
export function useRunAssetRules() {
  return useMutation({ mutationFn: (body: AssetRuleRunRequest) => apiClient.call(assetRulesApi.run, { body }) });
}
