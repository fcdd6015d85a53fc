import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { choiceListSchema, type ChoiceInput, type ChoiceList } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

export type ChoiceListChange =
  | { action: 'create'; body: { name: string; choices: ChoiceInput[] } }
  | { action: 'update'; id: number; body: { name?: string; choices?: ChoiceInput[]; version: number } }
  | { action: 'delete'; id: number };

/** `POST /api/catalogue/choice-list/`, `PATCH` or `DELETE /api/catalogue/choice-list/<id>/` (409 `choice_list.in_use`). */
export async function saveChoiceList(change: ChoiceListChange): Promise<ChoiceList | null> {
  if (change.action === 'create') return apiClient.post('/api/catalogue/choice-list/', change.body, { schema: choiceListSchema });
  if (change.action === 'update') return apiClient.patch(`/api/catalogue/choice-list/${change.id}/`, change.body, { schema: choiceListSchema });
  await apiClient.del(`/api/catalogue/choice-list/${change.id}/`);
  return null;
}

/** Every attribute using a list shows its choices: the whole attribute cache is refreshed. */
export function useSaveChoiceList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveChoiceList, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
