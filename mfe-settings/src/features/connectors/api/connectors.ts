import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { connectorsApi, type ConnectorSaveInput, type ConnectorTestInput } from '@pimento/shared-kit/contracts/connectors';

export const connectorKeys = { all: ['connectors'] as const };

/** The company's connectors (superusers, or everyone the company allows). */
export function useConnectors() {
  return useQuery({ queryKey: connectorKeys.all, queryFn: () => apiClient.call(connectorsApi.list), retry: false });
}

/** A connection test: the server connects, signs in and lists the folder, and answers a token for the save. */
export function useTestConnector() {
  return useMutation({ mutationFn: (body: ConnectorTestInput) => apiClient.call(connectorsApi.test, { body }) });
}

export type ConnectorChange = { action: 'create'; body: ConnectorSaveInput } | { action: 'update'; id: number; body: ConnectorSaveInput } | { action: 'delete'; id: number };

async function changeConnector(change: ConnectorChange): Promise<unknown> {
  switch (change.action) {
    case 'create':
      return apiClient.call(connectorsApi.create, { body: change.body });
    case 'update':
      return apiClient.call(connectorsApi.update, { params: { id: change.id }, body: change.body });
    case 'delete':
      return apiClient.call(connectorsApi.delete, { params: { id: change.id } });
  }
}

export function useChangeConnector() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeConnector, onSettled: () => queryClient.invalidateQueries({ queryKey: connectorKeys.all }) });
}
