import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi, type ChoiceInput, type ChoiceList } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

export type ChoiceListChange =
  | { action: 'create'; body: { name: string; choices: ChoiceInput[] } }
  | { action: 'update'; id: number; body: { name?: string; choices?: ChoiceInput[]; version: number } }
  | { action: 'delete'; id: number };

/** Creates, changes or deletes a shared choice list (409 `choice_list.in_use`). */
export async function saveChoiceList(change: ChoiceListChange): Promise<ChoiceList | null> {
  if (change.action === 'create') return apiClient.call(attributesApi.createChoiceList, { body: change.body });
  if (change.action === 'update') return apiClient.call(attributesApi.updateChoiceList, { params: { id: change.id }, body: change.body });
  await apiClient.call(attributesApi.deleteChoiceList, { params: { id: change.id } });
  return null;
}

/** Every attribute using a list shows its choices: the whole attribute cache is refreshed. */
export function useSaveChoiceList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveChoiceList, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
