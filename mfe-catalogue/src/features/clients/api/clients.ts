import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { clientsApi, type Client, type ClientCreate, type ClientUpdate } from '@pimento/shared-kit/contracts/clients';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { exportRunsApi, type ExportFormat } from '@pimento/shared-kit/contracts/exports';
import { clientKeys } from './query-keys';

export function useClients(search: string) {
  return useQuery({ queryKey: clientKeys.list(search), queryFn: () => apiClient.call(clientsApi.list, { query: search === '' ? {} : { search } }).then((answer) => answer.results) });
}

export function useClient(id: number) {
  return useQuery({ queryKey: clientKeys.one(id), queryFn: () => apiClient.call(clientsApi.get, { params: { id } }) });
}

/** What the client receives, a page of products at a time, with their prices valid on `day`. */
export function useClientProducts(id: number, day: string) {
  return useInfiniteQuery({
    queryKey: clientKeys.products(id, day),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => apiClient.call(clientsApi.products, { params: { id }, query: { day, ...(pageParam === undefined ? {} : { after: pageParam }) } }),
    getNextPageParam: (page) => page.next_after ?? undefined,
  });
}

/** The matrix templates the user may read: a client's main template is one of them. */
export function useMatrixTemplates() {
  return useQuery({ queryKey: clientKeys.matrixTemplates, queryFn: () => apiClient.call(exportTemplatesApi.list, { query: { type: 'matrix' } }).then((answer) => answer.results) });
}

export type ClientChange = { action: 'create'; body: ClientCreate } | { action: 'update'; id: number; body: ClientUpdate } | { action: 'delete'; id: number };

/** One entry point for every change of a client. */
export async function changeClient(change: ClientChange): Promise<Client | null> {
  switch (change.action) {
    case 'create':
      return apiClient.call(clientsApi.create, { body: change.body });
    case 'update':
      return apiClient.call(clientsApi.update, { params: { id: change.id }, body: change.body });
    case 'delete':
      await apiClient.call(clientsApi.delete, { params: { id: change.id } });
      return null;
  }
}

export function useChangeClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeClient,
    // The answer is the client as saved: shown at once, and the lists and previews read again.
    onSuccess: (client) => {
      if (client !== null) queryClient.setQueryData(clientKeys.one(client.id), client);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

/** The runs of the client's products, anyone's; read again every 2 s while one is under way. */
export function useClientRuns(clientId: number) {
  return useQuery({
    queryKey: clientKeys.runs(clientId),
    queryFn: () => apiClient.call(exportRunsApi.list, { query: { client_id: clientId } }).then((answer) => answer.results),
    refetchInterval: (query) => (query.state.data?.some((run) => run.status === 'waiting' || run.status === 'in_progress') ? 2000 : false),
  });
}

/** Runs the client's main template on the client's products; the run follows in the tasks panel and in the client's runs. */
export function useRunClientTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: { clientId: number; templateId: number; format: ExportFormat }) =>
      apiClient.call(exportRunsApi.start, { body: { source: { kind: 'template', template_id: run.templateId }, format: run.format, selection: { kind: 'client', client_id: run.clientId } } }),
    onSettled: (_answer, _error, run) => queryClient.invalidateQueries({ queryKey: clientKeys.runs(run.clientId) }),
  });
}
