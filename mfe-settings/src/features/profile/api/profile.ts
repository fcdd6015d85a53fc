import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { authApi, type ChangeEmailRequest, type ChangePasswordRequest } from '@pimento/shared-kit/contracts/auth';
import { currentUserApi, type CurrentUserUpdate } from '@pimento/shared-kit/contracts/current-user';
import { shellQueryKeys } from '@pimento/shared-kit/query/shell-keys';
import { currentUserKey, useCurrentUser } from '../../../shared/api/current-user';


export const useProfile = useCurrentUser;

/** Name and language: answers the current user, which replaces the screen's copy. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CurrentUserUpdate) => apiClient.call(currentUserApi.update, { body }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      // The shell's own copy (its name in the frame) is read again.
      void queryClient.invalidateQueries({ queryKey: shellQueryKeys.currentUser });
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordRequest) => apiClient.call(authApi.changePassword, { body }) });
}

/** Sends the confirmation link to the new address; the address changes when the link is opened. */
export function useChangeEmail() {
  return useMutation({ mutationFn: (body: ChangeEmailRequest) => apiClient.call(authApi.changeEmail, { body }) });
}
