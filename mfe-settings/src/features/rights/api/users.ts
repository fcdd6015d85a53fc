import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { usersAdminApi, userAdminLimits, type AdminUserCreate, type AdminUserUpdate } from '@pimento/shared-kit/contracts/users-admin';
import { rightsKeys } from './query-keys';

export const usersPageSize = userAdminLimits.pageSize;

export function useAdminUsers(search: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: rightsKeys.userPage(search, page),
    queryFn: () => apiClient.call(usersAdminApi.list, { query: { search, page, page_size: usersPageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type UserChange =
  | { action: 'create'; body: AdminUserCreate }
  | { action: 'update'; id: string; body: AdminUserUpdate }
  | { action: 'delete'; id: string }
  | { action: 'invite'; id: string }
  | { action: 'reset-password'; id: string }
  | { action: 'sign-out'; id: string };

async function changeUser(change: UserChange): Promise<unknown> {
  switch (change.action) {
    case 'create':
      return apiClient.call(usersAdminApi.create, { body: change.body });
    case 'update':
      return apiClient.call(usersAdminApi.update, { params: { id: change.id }, body: change.body });
    case 'delete':
      return apiClient.call(usersAdminApi.delete, { params: { id: change.id } });
    case 'invite':
      return apiClient.call(usersAdminApi.invite, { params: { id: change.id } });
    case 'reset-password':
      return apiClient.call(usersAdminApi.resetPassword, { params: { id: change.id } });
    case 'sign-out':
      return apiClient.call(usersAdminApi.signOut, { params: { id: change.id } });
  }
}

/** Every change of a user also changes the groups' members: both lists are read again. */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rightsKeys.all }),
  });
}
