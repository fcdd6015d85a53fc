import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { completionApi, type CompletionMethod } from '@pimento/shared-kit/contracts/completion';

/** React-query keys of completion: a product's, a client's summary, the company's method. */
export const completionKeys = {
  all: ['catalogue', 'completion'] as const,
  product: (id: number) => ['catalogue', 'completion', 'product', id] as const,
  client: (id: number) => ['catalogue', 'completion', 'client', id] as const,
  dashboard: ['catalogue', 'completion', 'dashboard'] as const,
  dashboardWork: ['catalogue', 'completion', 'dashboard', 'work'] as const,
  settings: ['catalogue', 'completion', 'settings'] as const,
};

/** While a recomputation runs, the figures are read again every few seconds until it ends. */
const whileComputing = (state: string | undefined) => (state === 'computing' ? 3000 : false);

/** A product's completion per client and language with what it misses; read again after each save. */
export function useProductCompletion(productId: number | null) {
  return useQuery({
    queryKey: completionKeys.product(productId ?? 0),
    queryFn: () => apiClient.call(completionApi.product, { params: { id: productId! } }),
    enabled: productId !== null,
    refetchInterval: (query) => whileComputing(query.state.data?.state),
  });
}

export function useClientCompletion(clientId: number) {
  return useQuery({
    queryKey: completionKeys.client(clientId),
    queryFn: () => apiClient.call(completionApi.clientSummary, { params: { id: clientId } }),
    refetchInterval: (query) => whileComputing(query.state.data?.state),
  });
}

/** `/dashboard/`: the company's figures, each client's, the products furthest from complete. */
export function useCompletionDashboard() {
  return useQuery({ queryKey: completionKeys.dashboard, queryFn: () => apiClient.call(completionApi.dashboard), refetchInterval: (query) => whileComputing(query.state.data?.state) });
}

/** The dashboard's second request, after the figures: the reader's open work, the products never exported. */
export function useDashboardWork() {
  return useQuery({ queryKey: completionKeys.dashboardWork, queryFn: () => apiClient.call(completionApi.dashboardWork) });
}

export function useCompletionSettings() {
  return useQuery({ queryKey: completionKeys.settings, queryFn: () => apiClient.call(completionApi.settings), refetchInterval: (query) => whileComputing(query.state.data?.state) });
}

/** Administrators: the method, then every figure read again (they are being recomputed). */
export function useChangeCompletionMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: CompletionMethod) => apiClient.call(completionApi.updateSettings, { body: { method } }),
    onSuccess: (settings) => queryClient.setQueryData(completionKeys.settings, settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: completionKeys.all }),
  });
}

/** Administrators: recompute the whole catalogue now (figures `due`). */
export function useStartRecompute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(completionApi.recompute),
    onSettled: () => queryClient.invalidateQueries({ queryKey: completionKeys.all }),
  });
}
