import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { currentUserApi } from '@pimento/shared-kit/contracts/current-user';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

export type UserColumnsChange = { entity: ListingEntity; columns: string[] };

/** Saves the user's columns of a listing: the whole ordered list, kept per user. */
export function saveUserColumns({ entity, columns }: UserColumnsChange): Promise<string[]> {
  return apiClient.call(entity === 'product' ? currentUserApi.saveProductColumns : currentUserApi.saveModelColumns, { body: columns });
}

/**
 * The listing shows the new columns at once; the saves run one after the other (a quick series
 * of picks cannot land out of order), and a refused save puts the last saved list back.
 */
export function useSaveUserColumns(entity: ListingEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserColumns,
    scope: { id: `user-columns-${entity}` },
    onMutate: async ({ columns }) => {
      await queryClient.cancelQueries({ queryKey: productKeys.columns(entity) });
      const previous = queryClient.getQueryData<string[]>(productKeys.columns(entity));
      queryClient.setQueryData(productKeys.columns(entity), columns);
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(productKeys.columns(entity), context.previous);
    },
  });
}
