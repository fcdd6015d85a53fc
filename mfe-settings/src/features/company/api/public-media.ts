import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { publicMediaKeyApi } from '@pimento/shared-kit/contracts/public-media';
import { companyKeys } from './company';

const publicMediaKey = [...companyKeys.all, 'public-media'] as const;

export function usePublicMediaKey() {
  return useQuery({ queryKey: publicMediaKey, queryFn: () => apiClient.call(publicMediaKeyApi.get) });
}

/** A new key: the answer is the new state, put in the cache as it is. */
export function useReplacePublicMediaKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(publicMediaKeyApi.replace),
    onSuccess: (answer) => queryClient.setQueryData(publicMediaKey, answer),
  });
}
