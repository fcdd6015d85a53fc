import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { groupsApi, rolesApi, type GroupCreate, type GroupUpdate, type RoleInput } from '@pimento/shared-kit/contracts/groups';
import { rightsKeys } from './query-keys';

/** The groups the user may edit (spec §6). */
export function useGroups() {
  return useQuery({ queryKey: rightsKeys.groups, queryFn: () => apiClient.call(groupsApi.list), retry: false });
}

export function useMemberChoices(enabled: boolean) {
  return useQuery({ queryKey: rightsKeys.memberChoices, queryFn: () => apiClient.call(groupsApi.memberChoices), enabled });
}

export function useRoles() {
  return useQuery({ queryKey: rightsKeys.roles, queryFn: () => apiClient.call(rolesApi.list), retry: false });
}

export type GroupChange = { action: 'create'; body: GroupCreate } | { action: 'update'; id: string; body: GroupUpdate } | { action: 'delete'; id: string };

async function changeGroup(change: GroupChange): Promise<unknown> {
  switch (change.action) {
    case 'create':
      return apiClient.call(groupsApi.create, { body: change.body });
    case 'update':
      return apiClient.call(groupsApi.update, { params: { id: change.id }, body: change.body });
    case 'delete':
      return apiClient.call(groupsApi.delete, { params: { id: change.id } });
  }
}

export function useChangeGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeGroup, onSettled: () => queryClient.invalidateQueries({ queryKey: rightsKeys.all }) });
}

export type RoleChange = { action: 'create'; body: RoleInput } | { action: 'update'; id: string; body: Partial<RoleInput> } | { action: 'delete'; id: string };

async function changeRole(change: RoleChange): Promise<unknown> {
  if (change.action === 'create') return apiClient.call(rolesApi.create, { body: change.body });
  if (change.action === 'update') return apiClient.call(rolesApi.update, { params: { id: change.id }, body: change.body });
  return apiClient.call(rolesApi.delete, { params: { id: change.id } });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRole, onSettled: () => queryClient.invalidateQueries({ queryKey: rightsKeys.all }) });
}
