import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { companyApi, type CompanySettingsUpdate } from '@pimento/shared-kit/contracts/company';
import { historyApi, type HistoryRetention } from '@pimento/shared-kit/contracts/history';

/** React-query keys of the company settings screen. */
export const companyKeys = {
  all: ['company-settings'] as const,
  storeData: ['company-settings', 'store-data'] as const,
  retention: ['company-settings', 'retention'] as const,
  /** The shell's copy of the store data (sidebar, flags), read again after a change. */
  shellStoreData: ['session', 'company-store-data'] as const,
};

export function useCompanyStoreData() {
  return useQuery({ queryKey: companyKeys.storeData, queryFn: () => apiClient.call(companyApi.storeData) });
}

export function useRetention(enabled: boolean) {
  return useQuery({ queryKey: companyKeys.retention, queryFn: () => apiClient.call(historyApi.retention), enabled });
}

function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    void queryClient.invalidateQueries({ queryKey: companyKeys.shellStoreData });
  };
}

/** Administrators: only what is sent changes (the FAB-DIS URL rule…). */
export function useUpdateCompanySettings() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: (body: CompanySettingsUpdate) => apiClient.call(companyApi.updateSettings, { body }), onSettled: refresh });
}

export function useUpdateRetention() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: (body: HistoryRetention) => apiClient.call(historyApi.updateRetention, { body }), onSettled: refresh });
}

/** Which list of languages: those attribute values are written in, or those labels are written in. */
export type LanguageList = 'values' | 'labels';

export type LanguageChange = { list: LanguageList; action: 'add' | 'remove'; code: string };

/** A value language's removal may answer a task (many products): its id, to say the values are going. */
async function changeLanguage(change: LanguageChange): Promise<{ taskId: string | null }> {
  const params = { code: change.code };
  if (change.list === 'values' && change.action === 'remove') {
    const answer = await apiClient.call(attributesApi.removeLanguage, { params });
    return { taskId: 'task_id' in answer ? answer.task_id : null };
  }
  if (change.list === 'values') await apiClient.call(attributesApi.addLanguage, { body: { code: change.code } });
  else if (change.action === 'add') await apiClient.call(attributesApi.addLabelLanguage, { body: { code: change.code } });
  else await apiClient.call(attributesApi.removeLabelLanguage, { params });
  return { taskId: null };
}

export function useChangeLanguage() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: changeLanguage, onSettled: refresh });
}

/** What removing a value language deletes: asked before the confirmation. */
export function fetchRemovalImpact(code: string) {
  return apiClient.call(attributesApi.languageRemovalImpact, { params: { code } });
}
